import type { Translate } from '@alaafia/i18n';
import { PRODUCT_LINES } from './constants.js';
import type { ProductUid } from './customer.js';
import { productNameIn } from './product-names.js';

/*
 * Every USSD screen, one entry per screen (issue 41), its words the catalogue's `ussd` namespace
 * (packages/i18n/catalogues/<language>/ussd.json; issue 42), so a screen is in the caller's language
 * and a language is its catalogue file: `ussdTexts(t)` with that language's translator. What is
 * here is only how a screen is put together (its lines, a list's rows). A screen is at most 182
 * characters with its `CON `/`END ` prefix in every language (ussd.test.ts draws every screen in
 * every language with its longest values). Amounts come formatted ('N1,000': the naira sign is not
 * on every handset's character set).
 */

export interface UssdPolicyLine {
  product: string;
  status: string;
  nextPayment: string | null;
}

export interface UssdTexts {
  // Menus
  menuCustomer: (firstName: string) => string;
  menuNoPolicy: (firstName: string) => string;
  menuUnknown: string;
  backHint: string;
  invalidChoice: string;
  // The PIN
  pinEnter: string;
  pinWrong: (triesLeft: number) => string;
  pinLocked: (minutes: number) => string;
  pinNotSet: string;
  // My cover
  coverList: (lines: UssdPolicyLine[]) => string;
  /** A policy's status code (`active`...) as the caller reads it. */
  policyStatus: (status: string) => string;
  coverNone: string;
  coverDetail: (d: {
    product: string;
    status: string;
    nextPayment: string | null;
    amount: string;
    memberNumber: string | null;
    limits: string[];
  }) => string;
  // Pay
  payNothingDue: string;
  payChoose: (lines: { product: string; amount: string }[]) => string;
  // Report a claim (the report, its details for the support team; the claim itself needs its
  // documents, which a keypad cannot send: docs/business-rules.md, 'USSD')
  claimNone: string;
  claimProduct: (products: string[]) => string;
  claimWhat: (events: string[]) => string;
  /** What happened (a benefit or a reason for job loss: `accident_emergency`...) as the caller reads it. */
  claimEvent: (event: string) => string;
  claimWhen: string;
  claimDateBad: string;
  claimDateFuture: string;
  claimConfirm: (d: { product: string; event: string; date: string }) => string;
  claimReported: (phone: string) => string;
  claimStatusList: (lines: { number: string; status: string }[]) => string;
  /** A claim's status code (`in_review`...) as the caller reads it. */
  claimStatus: (status: string) => string;
  claimStatusNone: string;
  // My hospital
  hospital: (d: { hospital: string; memberNumber: string }) => string;
  hospitalNone: string;
  // Language (each language's name as its readers write it)
  languageChoose: (names: string[]) => string;
  languageSet: (name: string) => string;
  // Call me back, products
  callBackDone: (phone: string) => string;
  productsSent: string;
  /**
   * A product's name as a screen says it: its line (`frame.product.line.<uid>`, the one catalogue
   * entry the signed-in pages say too; docs/architecture.md, 'Languages').
   */
  product: (uid: string) => string;
  // Sign-up
  signupFirstName: string;
  signupLastName: string;
  signupNameBad: string;
  signupDob: string;
  signupDobBad: string;
  signupIdType: string;
  signupIdNumber: (type: 'BVN' | 'NIN') => string;
  signupIdNumberBad: (type: 'BVN' | 'NIN') => string;
  signupCode: (phoneHint: string) => string;
  signupCodeBad: string;
  signupIdProblem: (message: string) => string;
  signupPin: string;
  signupPinBad: string;
  signupPinWeak: string;
  signupPinAgain: string;
  signupPinMismatch: string;
  signupTerms: (price: string) => string;
  signupHasAccount: string;
  // Paying by the bank's USSD
  bankChoose: (amount: string) => string;
  bankDial: (d: { code: string; amount: string }) => string;
  bankUnavailable: string;
  alreadyCovered: string;
  // Sessions
  sessionExpired: string;
  notNigerian: string;
  unavailable: string;
  goodbye: string;
}

/** A status code's word when the catalogue names no case for it: 'in_review' -> 'In_review'. */
const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** Every screen in the language of `t` (a translator over the catalogue's `ussd` namespace). */
export function ussdTexts(t: Translate): UssdTexts {
  const rows = (title: string, lines: string[]) => [title, ...lines].join('\n');
  return {
    menuCustomer: (firstName) => t('ussd.menuCustomer', { firstName }),
    menuNoPolicy: (firstName) => t('ussd.menuNoPolicy', { firstName }),
    menuUnknown: t('ussd.menuUnknown'),
    backHint: t('ussd.backHint'),
    invalidChoice: t('ussd.invalidChoice'),
    pinEnter: t('ussd.pinEnter'),
    pinWrong: (triesLeft) => t('ussd.pinWrong', { triesLeft }),
    pinLocked: (minutes) => t('ussd.pinLocked', { minutes }),
    pinNotSet: t('ussd.pinNotSet'),
    coverList: (lines) =>
      rows(
        t('ussd.cover.title'),
        lines.map((l, i) =>
          l.nextPayment
            ? t('ussd.cover.lineNext', { index: String(i + 1), ...l, nextPayment: l.nextPayment })
            : t('ussd.cover.line', { index: String(i + 1), product: l.product, status: l.status }),
        ),
      ),
    policyStatus: (status) => t('ussd.cover.status', { status, word: statusWord(status) }),
    coverNone: t('ussd.cover.none'),
    coverDetail: (d) =>
      [
        t('ussd.coverDetail.status', { product: d.product, status: d.status }),
        d.nextPayment
          ? t('ussd.coverDetail.next', { nextPayment: d.nextPayment, amount: d.amount })
          : t('ussd.coverDetail.premium', { amount: d.amount }),
        d.memberNumber ? t('ussd.coverDetail.member', { memberNumber: d.memberNumber }) : null,
        d.limits.length > 0 ? t('ussd.coverDetail.left', { limits: d.limits.join(', ') }) : null,
      ]
        .filter((l): l is string => l !== null)
        .join('\n'),
    payNothingDue: t('ussd.pay.nothingDue'),
    payChoose: (lines) =>
      rows(
        t('ussd.pay.title'),
        lines.map((l, i) => `${i + 1} ${l.product} ${l.amount}`),
      ),
    claimNone: t('ussd.claim.none'),
    claimProduct: (products) =>
      rows(
        t('ussd.claim.product'),
        products.map((p, i) => `${i + 1} ${p}`),
      ),
    claimWhat: (events) =>
      rows(
        t('ussd.claim.what'),
        events.map((e, i) => `${i + 1} ${e}`),
      ),
    claimEvent: (event) => t('ussd.claim.event', { event }),
    claimWhen: t('ussd.claim.when'),
    claimDateBad: t('ussd.claim.dateBad'),
    claimDateFuture: t('ussd.claim.dateFuture'),
    claimConfirm: (d) => t('ussd.claim.confirm', d),
    claimReported: (phone) => t('ussd.claim.reported', { phone }),
    claimStatusList: (lines) =>
      rows(
        t('ussd.claimStatus.title'),
        lines.map((l) => `${l.number}: ${l.status}`),
      ),
    claimStatus: (status) => t('ussd.claimStatus.status', { status, word: statusWord(status) }),
    claimStatusNone: t('ussd.claimStatus.none'),
    hospital: (d) => t('ussd.hospital', d),
    hospitalNone: t('ussd.hospital.none'),
    languageChoose: (names) =>
      rows(
        t('ussd.language.title'),
        names.map((n, i) => `${i + 1} ${n}`),
      ),
    languageSet: (name) => t('ussd.language.set', { name }),
    callBackDone: (phone) => t('ussd.callBackDone', { phone }),
    productsSent: t('ussd.productsSent'),
    product: (uid) => productNameIn(t, PRODUCT_LINES[uid as ProductUid] ?? uid),
    signupFirstName: t('ussd.signup.firstName'),
    signupLastName: t('ussd.signup.lastName'),
    signupNameBad: t('ussd.signup.nameBad'),
    signupDob: t('ussd.signup.dob'),
    signupDobBad: t('ussd.signup.dobBad'),
    signupIdType: t('ussd.signup.idType'),
    signupIdNumber: (type) => t('ussd.signup.idNumber', { type }),
    signupIdNumberBad: (type) => t('ussd.signup.idNumberBad', { type }),
    signupCode: (phoneHint) => t('ussd.signup.code', { phoneHint }),
    signupCodeBad: t('ussd.signup.codeBad'),
    signupIdProblem: (message) => message,
    signupPin: t('ussd.signup.pin'),
    signupPinBad: t('ussd.signup.pinBad'),
    signupPinWeak: t('ussd.signup.pinWeak'),
    signupPinAgain: t('ussd.signup.pinAgain'),
    signupPinMismatch: t('ussd.signup.pinMismatch'),
    signupTerms: (price) => t('ussd.signup.terms', { price }),
    signupHasAccount: t('ussd.signup.hasAccount'),
    bankChoose: (amount) => t('ussd.bank.choose', { amount }),
    bankDial: (d) => t('ussd.bank.dial', d),
    bankUnavailable: t('ussd.bank.unavailable'),
    alreadyCovered: t('ussd.alreadyCovered'),
    sessionExpired: t('ussd.sessionExpired'),
    notNigerian: t('ussd.notNigerian'),
    unavailable: t('ussd.unavailable'),
    goodbye: t('ussd.goodbye'),
  };
}
