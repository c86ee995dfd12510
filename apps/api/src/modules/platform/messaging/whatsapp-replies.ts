import {
  cardDeclinedWords,
  productNameIn,
  type ClaimStatus,
  whatsappCommandWords,
  type WhatsAppCommandWords,
} from '@alaafia/domain';
import { LANGUAGES, type Language, type Translate } from '@alaafia/i18n';
import { translatorOf } from '../../../lib/translators.js';

/**
 * Every text the WhatsApp conversation sends (issue 40), keyed per message; its words are the
 * catalogue's `whatsapp` namespace (packages/i18n/catalogues/<language>/whatsapp.json; issue 42),
 * in the linked customer's language (English for a number not linked to an account). Meta's limits:
 * a button title is at most 20 characters, a list row's title 24 and its description 72, the list's
 * button 20, a body 1,024 (docs/operations.md, 'WhatsApp').
 */
export function whatsappReplies(t: Translate) {
  const row = (id: 'cover' | 'card' | 'pay' | 'claim' | 'status' | 'agent' | 'language') => ({
    title: t(`whatsapp.rows.${id}.title`),
    description: t(`whatsapp.rows.${id}.description`),
  });
  // The words the menu suggests: the first of each command's words, in this language.
  const words = whatsappCommandWords(t);
  const suggested = (['cover', 'card', 'pay', 'claim', 'status', 'agent'] as const)
    .map((command) => words[command][0])
    .filter((word): word is string => word !== undefined);
  return {
    menuBody: t('whatsapp.menuBody', { words: suggested.join(', ') }),
    menuButton: t('whatsapp.menuButton'),
    nextBody: t('whatsapp.nextBody'),
    menuSection: t('whatsapp.menuSection'),
    rows: {
      cover: row('cover'),
      card: row('card'),
      pay: row('pay'),
      claim: row('claim'),
      status: row('status'),
      agent: row('agent'),
      language: row('language'),
    },
    languageBody: t('whatsapp.language.body'),
    languageSet: (name: string) => t('whatsapp.language.set', { name }),
    unlinked: (products: string) => t('whatsapp.unlinked', { products }),
    // A product's name (the English title the API keeps) as its catalogue entry says it.
    productLine: (title: string, price: string) =>
      t('whatsapp.productLine', { title: productNameIn(t, title), price }),
    linked: (firstName: string) => t('whatsapp.linked', { firstName }),
    linkInvalid: t('whatsapp.linkInvalid'),
    linkNumberTaken: t('whatsapp.linkNumberTaken'),
    stopped: t('whatsapp.stopped'),
    started: t('whatsapp.started'),
    unsupported: t('whatsapp.unsupported'),
    unknown: t('whatsapp.unknown'),
    noPolicies: t('whatsapp.noPolicies'),
    coverLine: (product: string, status: string, policyNumber: string) =>
      `*${productNameIn(t, product)}* (${policyNumber}): ${status}`,
    coverNext: (date: string, amount: string) => t('whatsapp.coverNext', { date, amount }),
    coverNoNext: t('whatsapp.coverNoNext'),
    coverLimit: (label: string, left: string, of: string) =>
      t('whatsapp.coverLimit', { label, left, of }),
    /** A policy's status code as the customer reads it. */
    coverStatus: (status: string) => t('whatsapp.coverStatus', { status }),
    /** A Health Cash benefit's key as the customer reads it. */
    benefit: (benefit: string) => t('whatsapp.benefit', { benefit }),
    noCard: t('whatsapp.noCard'),
    cardCaption: (
      name: string,
      memberNumber: string,
      plan: string,
      hospital: string,
      status: string,
    ) => t('whatsapp.cardCaption', { name, memberNumber, plan, hospital, status }),
    cardHospitalNone: t('whatsapp.cardHospitalNone'),
    nothingDue: t('whatsapp.nothingDue'),
    payLink: (product: string, amount: string, url: string) =>
      t('whatsapp.payLink', { product: productNameIn(t, product), amount, url }),
    paidWithCard: (product: string) =>
      t('whatsapp.paidWithCard', { product: productNameIn(t, product) }),
    /**
     * The saved card declined (issue 38 item 7): the dashboard's own sentence (`cardDeclinedWords`,
     * the catalogue's `dashboard.declined.*`), said before the link to pay another way, so a decline
     * is never turned silently into a payment link.
     */
    cardDeclined: (
      amount: string,
      card: { brand: string | null; last4: string | null } | null,
      reason: string | null,
    ) => cardDeclinedWords(t, amount, card, reason),
    payRefused: (message: string) => message,
    claimNoHealthCash: t('whatsapp.claimNoHealthCash'),
    claimAccount: t('whatsapp.claimAccount'),
    claimAccountInvalid: t('whatsapp.claimAccountInvalid'),
    claimBank: t('whatsapp.claimBank'),
    claimBankUnknown: t('whatsapp.claimBankUnknown'),
    claimBankChoose: t('whatsapp.claimBankChoose'),
    claimBankButton: t('whatsapp.claimBankButton'),
    claimDate: t('whatsapp.claimDate'),
    claimDateInvalid: t('whatsapp.claimDateInvalid'),
    claimAmount: t('whatsapp.claimAmount'),
    claimAmountInvalid: t('whatsapp.claimAmountInvalid'),
    claimReceipt: t('whatsapp.claimReceipt'),
    claimReceiptMissing: t('whatsapp.claimReceiptMissing'),
    claimReceiptFailed: t('whatsapp.claimReceiptFailed'),
    claimReceiptRejected: (why: string) => t('whatsapp.claimReceiptRejected', { why }),
    claimFiled: (claimNumber: string) => t('whatsapp.claimFiled', { claimNumber }),
    claimRefused: (message: string) => t('whatsapp.claimRefused', { message }),
    noClaims: t('whatsapp.noClaims'),
    /** A claim and its state in the claim page's words (`claims.status.*`), not the API's English. */
    claimStatusLine: (claimNumber: string, status: ClaimStatus, amount: string | null) =>
      `${claimNumber}: ${t(`claims.status.${status}`)}${amount ? ` (${amount})` : ''}`,
    agentWaiting: t('whatsapp.agentWaiting'),
    agentHandedBack: t('whatsapp.agentHandedBack'),
  };
}

export type WhatsAppReplies = ReturnType<typeof whatsappReplies>;

const replies = new Map<Language, WhatsAppReplies>();

/** The replies in `language` (English where a string is not translated yet). */
export function whatsappRepliesIn(language: Language): WhatsAppReplies {
  let found = replies.get(language);
  if (!found) {
    found = whatsappReplies(translatorOf(language).t);
    replies.set(language, found);
  }
  return found;
}

let tables: readonly WhatsAppCommandWords[] | null = null;

/**
 * Every language's command words (the catalogue's `whatsapp.words.*`): a customer's typed command
 * is understood in any of them, whatever their account's language (docs/business-rules.md,
 * 'WhatsApp').
 */
export function whatsappCommandTables(): readonly WhatsAppCommandWords[] {
  tables ??= LANGUAGES.map((language) => whatsappCommandWords(translatorOf(language).t));
  return tables;
}
