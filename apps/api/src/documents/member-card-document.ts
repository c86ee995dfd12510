import { formatCalendarDate, type MemberCard } from '@alaafia/domain';
import { PdfWriter } from './pdf-writer.js';
import { qrMatrix } from './qr.js';
import type { Underwriter } from './policy-document.js';

/** The words of the member card, on the page and in the PDF (docs/business-rules.md, 'Member card'). */
export const memberCardWords = {
  title: 'Health plan member card',
  statusActive: 'Covered',
  statusPaused: {
    payment: 'Paused: the premium is unpaid',
    verification: 'Paused: identity not verified',
  },
  noHospital: 'No hospital chosen yet',
  atTheHospital:
    'At your hospital, show this card or say your member number. The hospital scans the code or types the number to check your cover.',
  emergency: 'In an emergency, go to your hospital at once or call 112.',
} as const;

export function memberCardStatusText(card: Pick<MemberCard, 'status' | 'paused_reason'>): string {
  return card.status === 'active'
    ? memberCardWords.statusActive
    : memberCardWords.statusPaused[card.paused_reason ?? 'payment'];
}

/** The member card as a PDF: what the card page shows, with the QR code of the member number. */
export async function renderMemberCard(
  card: MemberCard,
  meta: { underwriter: Underwriter; issuedAt: Date },
): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: `Member card ${card.member_number}`,
    subject: memberCardWords.title,
    createdAt: meta.issuedAt,
  });
  pdf.title(memberCardWords.title, `Member number ${card.member_number}`);
  pdf.row('Name', card.name);
  pdf.row('Member number', card.member_number);
  pdf.row('Plan', card.plan);
  pdf.row('Policy number', card.policy_number);
  pdf.row('Hospital', card.hospital?.name ?? memberCardWords.noHospital);
  pdf.row('Status', memberCardStatusText(card));
  if (card.valid_until) pdf.row('Covered until', formatCalendarDate(card.valid_until));
  pdf.gap(12);
  pdf.qr(qrMatrix(card.member_number), 140, `QR code of member number ${card.member_number}`);
  pdf.gap(8);
  pdf.paragraph(memberCardWords.atTheHospital);
  pdf.paragraph(memberCardWords.emergency);
  pdf.footer(() => [
    `Underwritten by ${meta.underwriter.name} (NAICOM licence ${meta.underwriter.naicomLicence}).`,
  ]);
  return pdf.bytes();
}
