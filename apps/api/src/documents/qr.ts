import QRCode from 'qrcode';

/**
 * QR codes of the member card (issue 28): the qrcode package makes the matrix (error correction M,
 * enough for a printed or on-screen card); we draw it ourselves, as an SVG path for the card page and
 * as squares in the PDF, so nothing but the matrix comes from the library.
 */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

/** The code as a standalone SVG image with a 4-module quiet zone, black on white. */
export function qrSvg(text: string, title: string): string {
  const matrix = qrMatrix(text);
  const quiet = 4;
  const size = matrix.length + quiet * 2;
  const path = matrix
    .flatMap((cells, row) =>
      cells.flatMap((dark, col) => (dark ? [`M${col + quiet} ${row + quiet}h1v1h-1z`] : [])),
    )
    .join('');
  const escaped = title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img"><title>${escaped}</title><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
