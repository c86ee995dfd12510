import type { MemberCard } from '@alaafia/domain';
import { formatDateIn, SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import { translatorOf } from '../lib/translators.js';
import { PdfWriter } from './pdf-writer.js';
import { qrMatrix } from './qr.js';
import type { Underwriter } from './policy-document.js';

/**
 * The words of the member card, on the page and in the PDF (docs/business-rules.md, 'Member card'),
 * in a language: the catalogue's `documents.card.*` (issue 42).
 */
export function memberCardWordsIn(language: Language) {
  const { t } = translatorOf(language);
  return {
    title: t('documents.card.title'),
    statusActive: t('documents.card.statusActive'),
    statusPaused: {
      payment: t('documents.card.statusPaused.payment'),
      verification: t('documents.card.statusPaused.verification'),
    },
    noHospital: t('documents.card.noHospital'),
    atTheHospital: t('documents.card.atTheHospital'),
    emergency: t('documents.card.emergency'),
  };
}

/** The member card's words in English (the card page). */
export const memberCardWords = memberCardWordsIn(SOURCE_LANGUAGE);

export function memberCardStatusText(
  card: Pick<MemberCard, 'status' | 'paused_reason'>,
  words: ReturnType<typeof memberCardWordsIn> = memberCardWords,
): string {
  return card.status === 'active'
    ? words.statusActive
    : words.statusPaused[card.paused_reason ?? 'payment'];
}

/** The member card as a PDF, in the customer's language: what the card page shows, with the QR code. */
export async function renderMemberCard(
  card: MemberCard,
  meta: { underwriter: Underwriter; issuedAt: Date; language?: Language },
): Promise<Buffer> {
  const language = meta.language ?? SOURCE_LANGUAGE;
  const { t } = translatorOf(language);
  const words = memberCardWordsIn(language);
  const pdf = await PdfWriter.create({
    title: t('documents.card.document', { memberNumber: card.member_number }),
    subject: words.title,
    createdAt: meta.issuedAt,
    language,
  });
  pdf.title(words.title, t('documents.card.number', { memberNumber: card.member_number }));
  pdf.row(t('documents.label.name'), card.name);
  pdf.row(t('documents.card.memberNumber'), card.member_number);
  pdf.row(t('documents.label.plan'), card.plan);
  pdf.row(t('documents.label.policyNumber'), card.policy_number);
  pdf.row(t('documents.label.hospital'), card.hospital?.name ?? words.noHospital);
  pdf.row(t('documents.label.status'), memberCardStatusText(card, words));
  if (card.valid_until)
    pdf.row(t('documents.card.coveredUntil'), formatDateIn(language, card.valid_until));
  pdf.gap(12);
  pdf.qr(
    qrMatrix(card.member_number),
    140,
    t('documents.card.qr', { memberNumber: card.member_number }),
  );
  pdf.gap(8);
  pdf.paragraph(words.atTheHospital);
  pdf.paragraph(words.emergency);
  pdf.footer(() => [
    t('documents.card.footer', {
      underwriter: meta.underwriter.name,
      licence: meta.underwriter.naicomLicence,
    }),
  ]);
  return pdf.bytes();
}
