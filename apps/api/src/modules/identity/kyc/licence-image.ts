/**
 * Licence pictures are PNG or JPEG (dashboard-and-kyc.md section 5: png, jpg, jpeg), recognised by
 * their first bytes, never by the file name or the type the browser claims (docs/architecture.md, 'Personal data').
 */
export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export function detectLicenceImage(content: Buffer): ImageKind | null {
  if (content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (content.length > 3 && content.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  return null;
}
