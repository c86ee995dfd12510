import type { Language, MessageKey, MessageValues, Translate } from '@alaafia/i18n';
import {
  CLAIM_SLA_ALERT_DAYS,
  CLAIM_STATUTORY_DAYS,
  OTP_LENGTH,
  RETENTION_YEARS,
  SETTLEMENT_ALERT_DAY,
  SETTLEMENT_DAYS,
  STAFF_CODE_FAILURES_LIMIT,
  STAFF_INVITATION_HOURS,
} from '@alaafia/domain';
import { OTP_TTL_MS } from '../../../lib/one-time-codes.js';

/**
 * Every message we send, by event: where it leads and how it goes out (docs/architecture.md, 'How to
 * add a notification'); its words are the catalogue's, `messages.<event>.<part>` in
 * packages/i18n/catalogues/<language>/messages.json, in every language (issue 42). The text is ours
 * (the spec quotes none of these messages except the KYC reminder's line); it says what happened
 * and what the person can do, in the spec's plain style. Amounts come in already formatted
 * (formatNaira) and dates as the customer reads them ('24 November 2026').
 */

/**
 * The channels a message goes out on: `in_app` is the stored message itself, which a customer's
 * bell shows; each other one is delivered by its adapter (channels.ts) through its provider.
 */
export type NotificationChannel = 'in_app' | DeliveryChannel;
/**
 * The channels a delivery job sends on (channels.ts has an adapter for each). `whatsapp` goes to a
 * customer who linked a number and agreed to messages there, and replaces the SMS for them; when
 * it fails, the SMS goes after all (docs/business-rules.md, 'WhatsApp').
 */
export type DeliveryChannel = 'sms' | 'email' | 'whatsapp';

/** Service messages always go; customers may switch off marketing ones in Settings. */
export type NotificationCategory = 'service' | 'marketing';

/** The parameters each event's message is made from. */
/** Which sponsor document an e-mail carries: the invoice, or the receipt of one payment. */
export type SponsorDocumentRef =
  | { kind: 'sponsor-invoice'; number: string }
  | {
      kind: 'sponsor-receipt';
      number: string;
      receivedBefore: number;
      amountKobo: number;
      via: 'transfer' | 'paystack';
      /** ISO time the money was taken in. */
      receivedAt: string;
    };

/**
 * The account sponsors pay invoices into by transfer (COLLECTION_* in the configuration), as the
 * invoice e-mails give it (issue 38 item 6).
 */
export interface CollectionAccountParams {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface NotificationParams {
  /** Its e-mail carries the receipt of the product's line of the payment (productUid). */
  'payment.received': { product: string; amount: string; reference: string; productUid: string };
  /**
   * `coverUntil`: the grace's last day (graceEndsOn, the tile's `grace_ends_on`); `lastTry`: 'yes'
   * when the next attempt falls on the day the cover pauses (issue 38: one function, one truth).
   */
  'card.declined': {
    product: string;
    amount: string;
    nextAttempt: string;
    coverUntil?: string;
    lastTry?: 'yes' | 'no';
  };
  'charge.needs-authorization': { product: string; amount: string; authorizationUrl: string };
  'grace.ending': { product: string; amount: string; pauseDate: string };
  'cover.paused': { product: string; amount: string };
  'cover.resumed': { product: string };
  'cover.lapsed': { product: string };
  'renewal.due': { product: string; endDate: string };
  'card.expiring': { last4: string; expiry: string };
  'kyc.reminder': { daysLeft: number };
  'refund.processed': { amount: string; reference: string };
  'refund.failed': { amount: string; reference: string };
  'employment.approved': Record<string, never>;
  'employment.rejected': { reason: string };
  'kyc.review-approved': { kycCompleted: 'yes' | 'no' };
  'kyc.review-rejected': { reason: string };
  'hospital-change.approved': { hospital: string };
  'hospital-change.rejected': { hospital: string; reason: string };
  'sponsorship.started': { product: string; company: string; endDate: string };
  'sponsorship.waiting': { product: string; company: string; months: number; signupUrl: string };
  /** To a sponsor's contact (e-mail only): the Paystack payment link of an invoice. */
  'sponsor-invoice.payment-link': {
    contactName: string;
    company: string;
    number: string;
    amount: string;
    dueDate: string;
    paymentUrl: string;
  } & CollectionAccountParams;
  /** To a sponsor's contact (e-mail only): a new invoice, its PDF attached (issue 38). */
  'sponsor-invoice.issued': {
    contactName: string;
    company: string;
    number: string;
    dueDate: string;
  } & CollectionAccountParams;
  /** To a sponsor's contact (e-mail only): money received for an invoice, the receipt attached. */
  'sponsor-invoice.payment-received': {
    contactName: string;
    company: string;
    number: string;
    amount: string;
    /** What is still owed after it, formatted; '₦0' once paid. */
    left: string;
    /** kobo received before this payment, this payment's kobo, how and when: its receipt's. */
    receivedBefore: number;
    amountKobo: number;
    via: 'transfer' | 'paystack';
    receivedAt: string;
  };
  /** To a sponsor's contact (e-mail only): an invoice unpaid on its due date, or `daysLate` after. */
  'sponsor-invoice.overdue': {
    contactName: string;
    company: string;
    number: string;
    amount: string;
    dueDate: string;
    daysLate: number;
    /** The invoice's Paystack payment link, once finance made one; null before. */
    paymentUrl: string | null;
  } & CollectionAccountParams;
  'sponsorship.ending': {
    product: string;
    company: string;
    endDate: string;
    amount: string;
    unit: string;
    /** The saved card's last 4 digits, or '' when the customer has no card to charge. */
    card: string;
    /**
     * card: charged automatically; add-card: monthly, no card saved; renew: yearly or by transfer;
     * agree: a product the customer never bought, which continues only if they agree to it.
     */
    continueBy: 'card' | 'add-card' | 'renew' | 'agree';
  };
  'sponsorship.ended': {
    product: string;
    company: string;
    amount: string;
    unit: string;
    /** false: the policy ended with the sponsorship (never bought, not agreed to keep). */
    continued: boolean;
  };
  // Claims (issue 17): every state change of a claim, and the income-protection continuation.
  'claim.submitted': { claimNumber: string; product: string; dueDate: string };
  'claim.in_review': { claimNumber: string; dueDate: string };
  'claim.info_requested': { claimNumber: string; reason: string };
  /**
   * Approved for less than claimed (issue 38 item 4): `claimed` and the officer's `reason` ('' when
   * all of it is approved). `less`: the English sentence a message stored before issue 42 carries.
   */
  'claim.approved': {
    claimNumber: string;
    amount: string;
    paymentDue: string;
    claimed?: string;
    reason?: string;
    less?: string;
  };
  'claim.rejected': { claimNumber: string; reason: string };
  'claim.paying': { claimNumber: string; amount: string; account: string };
  'claim.payout_paid': { claimNumber: string; amount: string; account: string };
  'claim.payout_delayed': { claimNumber: string; amount: string };
  'claim.paid': { claimNumber: string; amount: string };
  'claim.confirmation_requested': { claimNumber: string; amount: string; answerBy: string };
  'claim.confirmation_reminder': { claimNumber: string; amount: string; answerBy: string };
  'claim.closed': { claimNumber: string; reason: string };
  // The health plan at the hospital (issue 28): a hospital's request for treatment, decided.
  /**
   * A hospital's pre-authorisation decided (issue 28). Templates only (issue 38 item 10): the
   * hospital's name from our network and the benefit's name from the plan, never the words a
   * hospital typed, nor the officer's note to the hospital.
   */
  'preauthorisation.approved': { hospital: string; benefit: string; code: string };
  'preauthorisation.rejected': { hospital: string; benefit: string };
  /** To each claims officer and administrator: a request 45 minutes unanswered (issue 39 item 5). */
  'preauthorisation.escalated': {
    hospital: string;
    benefit: string;
    requestId: number;
    answerDueBy: string;
  };
  /**
   * To the member (issue 39 item 6): did you receive the care a hospital recorded? `care` is the
   * kind (a visit, or a pre-authorisation used under `benefit`, the plan's name for it); `link` the
   * dashboard's page that takes the answer. Our words only, never the hospital's.
   */
  'care.confirm': {
    hospital: string;
    kind: 'visit' | 'preauthorisation';
    benefit: string;
    date: string;
    link: string;
  };
  /** To the member: the claims team's written answer to "I was asked to pay" (issue 39 item 6). */
  'care.asked-to-pay-answered': { hospital: string; date: string; answer: string };
  /** To each claims officer and administrator: an "asked to pay" case 45 minutes unanswered. */
  'care.asked-to-pay-escalated': { hospital: string; caseId: number; answerDueBy: string };
  'kyc.suspended': { products: string };
  'offer.cross-sell': { product: string; offer: string; path: string };
  // Complaints (issue 18): the acknowledgement at once, and the written answer.
  'complaint.received': { reference: string; answerBy: string };
  'complaint.answered': { reference: string; response: string };
  // Talk to a doctor (issue 28): the partner has the request; the doctor called; it is closed.
  'telemedicine.sent': { reference: string; phone: string };
  'telemedicine.called_back': { reference: string };
  'telemedicine.closed': { reference: string };
  // Account security (issue 26: every message but the one-time codes goes through notify).
  'account.sign-in-warning': { firstName: string; link: string };
  /** link: the live reset link (secret: stored encrypted, erased once sent). */
  'account.password-reset': { firstName: string; link: string };
  /**
   * The closure notice, to the address the closed account no longer holds (email, secret like the
   * first name: the erasure holds). erased and retained: the lines of what was erased and what is
   * kept, one a line (retained '' when nothing is kept).
   */
  'account.closed': {
    firstName: string;
    email: string;
    closedOn: string;
    erased: string;
    retained: string;
  };
  // Sent at once by sendNow (a record only, never in the bell; the code is never stored).
  /** The identity check's code, to the phone the ID is registered to (modules/identity/kyc). */
  'code.identity': { code: string };
  /** The code that proves a customer's e-mail address (sign-up, or a new one asked for). */
  'code.email': { firstName: string; code: string };
  /** The next of kin's code (the HealthCash death benefit, claimed without an account). */
  'code.claimant': { code: string };
  /** The code that lets a phone-only account (USSD, issue 41) add its e-mail and password. */
  'code.phone-account': { code: string };
  /** To the next of kin who claimed, by SMS: the death benefit is approved. */
  'claim.approved-next-of-kin': { claimNumber: string; amount: string };
  // The USSD channel (issue 41; docs/business-rules.md, 'USSD').
  /** The PIN locked after too many wrong tries. */
  'ussd.pin-locked': { minutes: number };
  /** The short form of the terms, before the "1 to agree" screen. */
  'ussd.terms': { product: string; price: string; termsUrl: string };
  /** The bank USSD code that pays a reference (also on the last screen). */
  'ussd.pay-code': { code: string; amount: string; product: string };
  /** A bank-USSD payment arrived (the customer left the session before it did): by SMS. */
  'ussd.paid': { product: string; amount: string; reference: string };
  /** To a number with no account: what we sell and where to read more. */
  'ussd.products': { link: string };
  /**
   * A claim reported by USSD: the documents it needs and where to make it (docs/business-rules.md,
   * 'USSD'). `event` is what happened (a HealthCash benefit or a reason for job loss), `date` the day.
   */
  'ussd.claim-reported': { event: string; date: string; product: string; link: string };
  /** Support removed the customer's USSD PIN (after an identity check): choose a new one. */
  'ussd.pin-reset': Record<string, never>;
  // To staff members (issue 24; docs/business-rules.md, 'Back-office staff').
  /** The invitation (sent at once: the administrator is told whether it went); link is secret. */
  'staff.invitation': { name: string; link: string; expires: string };
  /** Sign-in paused after too many wrong authenticator codes. */
  'staff.code-lockout': { name: string; minutes: number };
  /** To each administrator: claims nearing the statutory limit; claims: one line each. */
  'claims.sla-alert': { count: number; claims: string };
  /**
   * To each finance member and administrator: approved claims whose payment still waits on day 50
   * of the 60 (NIIRA 2025 s.210); claims: one line each.
   */
  'claims.payment-sla-alert': { count: number; claims: string };
  /** To each claims officer and administrator, weekly: what the rules that approve claims did (issue 39). */
  'claims.automation-report': {
    from: string;
    to: string;
    approved: number;
    approvedAmount: string;
    toAPerson: number;
    sampled: number;
    lookedBack: number;
    foundWrong: number;
  };
  /** A receipt asked for from the payment history (the invoice calls); its e-mail carries the PDF. */
  'receipt.requested': {
    firstName: string;
    product: string;
    amount: string;
    reference: string;
    productUid: string;
    invoiceNumber: string;
  };
}
export type NotificationEvent = keyof NotificationParams;

export interface NotificationTemplate<E extends NotificationEvent> {
  category: NotificationCategory;
  channels: readonly NotificationChannel[];
  /**
   * The words, each from the catalogue (packages/i18n/catalogues/<language>/messages.json, keys
   * `messages.<event>.<part>`) through `t`, the recipient's language's translator: English for
   * the stored record, the customer's language when it is delivered or shown in their bell.
   */
  title: (p: NotificationParams[E], t: Translate) => string;
  body: (p: NotificationParams[E], t: Translate) => string;
  /** The web app's path the bell's item and the e-mail lead to. */
  actionPath: (p: NotificationParams[E]) => string | null;
  /** The SMS's own text; without it the SMS is 'Alaafia: ' and the body. */
  sms?: (p: NotificationParams[E], t: Translate) => string;
  /**
   * Sent at once by `sendNow`, never queued (a one-time code, a staff invitation): the person is
   * waiting for it. It has exactly one delivery channel and no in-app one; its secret parameters
   * are never stored.
   */
  immediate?: true;
  /**
   * A letter: the e-mail's own subject and text, when it says more than the bell's title and body
   * (a greeting, several paragraphs). Without it the e-mail is the title and the body.
   */
  email?: (p: NotificationParams[E], t: Translate) => { subject: string; text: string };
  /**
   * Parameters that must not be kept readable (docs/business-rules.md, 'Messages'): a live link, or
   * personal data of a closed account. notify stores them encrypted (ctx.cipher); the delivery
   * decrypts them to send, and erases them once the message is sent or skipped. The bell's title,
   * body and path never contain them (notify refuses a message whose stored text would).
   */
  secret?: readonly ParamName<E>[];
  /**
   * The e-mail goes to the address in this parameter (a secret one), not the account's, and goes
   * even though the account is closed: the closure notice, sent after the erasure.
   */
  sendTo?: ParamName<E>;
  /**
   * The payment receipt the e-mail carries, made by the invoices module at delivery (ReceiptFor).
   * A letter with a receipt is about that receipt: with none to attach (it already went, with
   * 'Payment received'), it is not sent.
   */
  receipt?: (p: NotificationParams[E]) => { reference: string; productUid: string };
  /**
   * A sponsor invoice's PDF the e-mail carries (issue 38 item 6): the invoice, or the receipt of one
   * payment towards it, made at delivery (DocumentFor) from the invoice as it then is.
   */
  document?: (p: NotificationParams[E]) => SponsorDocumentRef;
  /**
   * The approved WhatsApp template it goes as outside the 24-hour window (README, 'Connecting a
   * WhatsApp Business number': each name with its text to submit to Meta), and its body's
   * parameters in order. Required for a template with the `whatsapp` channel.
   */
  whatsapp?: (p: NotificationParams[E]) => { template: WhatsAppTemplateName; params: string[] };
}

/**
 * The templates submitted to Meta for approval (category Utility), by name. Each one's body is the
 * catalogue's `whatsapp.template.<name>` in each language Meta takes a template in ({p1}, {p2}...
 * are Meta's {{1}}, {{2}}..., in the order the event's `whatsapp` gives them); the README lists
 * them to submit.
 */
export const WHATSAPP_TEMPLATES = [
  'alaafia_payment_received',
  'alaafia_card_declined',
  'alaafia_premium_due',
  'alaafia_renewal_due',
  'alaafia_claim_approved',
  'alaafia_claim_declined',
  'alaafia_payout_sent',
  'alaafia_preauth_go_ahead',
  'alaafia_preauth_not_approved',
  'alaafia_asked_to_pay_answered',
  'alaafia_care_confirm',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATES)[number];

/**
 * The language each customer's template goes in (Meta's code: its template languages have Hausa,
 * `ha`, but neither Nigerian Pidgin, Yoruba nor Igbo, whose customers get the English template;
 * their messages inside the 24-hour window are in their own language). docs/business-rules.md,
 * 'WhatsApp'.
 */
export const WHATSAPP_TEMPLATE_LANGUAGES: Readonly<Record<Language, 'en' | 'ha'>> = {
  en: 'en',
  pcm: 'en',
  yo: 'en',
  ha: 'ha',
  ig: 'en',
};

/** A template's body as Meta is given it ({{1}}...), in `t`'s language. */
export function whatsappTemplateBody(name: WhatsAppTemplateName, t: Translate): string {
  return t(`whatsapp.template.${name}`, { p1: '{{1}}', p2: '{{2}}', p3: '{{3}}' });
}

type ParamName<E extends NotificationEvent> = Extract<keyof NotificationParams[E], string>;

/** A message of the catalogue's `messages` namespace: `messages.<event>.<part>`. */
const keyOf = (event: NotificationEvent, part: string) => `messages.${event}.${part}` as MessageKey;

/**
 * The title and body of `event` from the catalogue, filled with its parameters (or with `values`,
 * for parameters a message needs in another form: a select's case, a lower-cased word).
 */
function words<E extends NotificationEvent>(
  event: E,
  values: (p: NotificationParams[E]) => MessageValues = (p) => p as unknown as MessageValues,
): Pick<NotificationTemplate<E>, 'title' | 'body'> {
  return {
    title: (p, t) => t(keyOf(event, 'title'), values(p)),
    body: (p, t) => t(keyOf(event, 'body'), values(p)),
  };
}

/** A letter of `event` from the catalogue: its subject and text. */
function letter<E extends NotificationEvent>(
  event: E,
  values: (p: NotificationParams[E]) => MessageValues = (p) => p as unknown as MessageValues,
): NonNullable<NotificationTemplate<E>['email']> {
  return (p, t) => ({
    subject: t(keyOf(event, 'email.subject'), values(p)),
    text: t(keyOf(event, 'email.text'), values(p)),
  });
}

/** The SMS of `event` from the catalogue. */
function sms<E extends NotificationEvent>(
  event: E,
  values: (p: NotificationParams[E]) => MessageValues,
): NonNullable<NotificationTemplate<E>['sms']> {
  return (p, t) => t(keyOf(event, 'sms'), values(p));
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const NOTIFICATIONS: { [E in NotificationEvent]: NotificationTemplate<E> } = {
  'payment.received': {
    category: 'service',
    channels: ['in_app', 'email', 'whatsapp'],
    ...words('payment.received'),
    actionPath: () => '/settings',
    whatsapp: (p) => ({
      template: 'alaafia_payment_received',
      params: [p.amount, p.product, p.reference],
    }),
    receipt: (p) => ({ reference: p.reference, productUid: p.productUid }),
  },
  'card.declined': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('card.declined', (p) => ({
      amount: p.amount,
      product: p.product,
      nextAttempt: p.nextAttempt,
      // Messages stored before issue 38 have no coverUntil: they keep their words.
      known: yesNo(Boolean(p.coverUntil)),
      coverUntil: p.coverUntil ?? '',
      lastTry: p.lastTry ?? 'no',
    })),
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_card_declined',
      params: [p.amount, p.product, p.nextAttempt],
    }),
  },
  'charge.needs-authorization': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('charge.needs-authorization'),
    actionPath: () => '/',
  },
  'grace.ending': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('grace.ending'),
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_premium_due',
      params: [p.product, p.amount, p.pauseDate],
    }),
  },
  'cover.paused': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('cover.paused'),
    actionPath: () => '/',
  },
  'cover.resumed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('cover.resumed'),
    actionPath: () => '/',
  },
  'cover.lapsed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('cover.lapsed'),
    actionPath: () => '/',
  },
  'renewal.due': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('renewal.due'),
    actionPath: () => '/',
    whatsapp: (p) => ({ template: 'alaafia_renewal_due', params: [p.product, p.endDate] }),
  },
  'card.expiring': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('card.expiring'),
    actionPath: () => '/',
  },
  'kyc.reminder': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('kyc.reminder'),
    actionPath: () => '/',
  },
  'refund.processed': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('refund.processed'),
    actionPath: () => '/settings',
  },
  'refund.failed': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('refund.failed'),
    actionPath: () => '/settings',
  },
  'employment.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('employment.approved'),
    actionPath: () => '/',
  },
  'employment.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('employment.rejected'),
    actionPath: () => '/buy/income',
  },
  'kyc.review-approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('kyc.review-approved'),
    actionPath: () => '/',
  },
  'kyc.review-rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('kyc.review-rejected'),
    actionPath: () => '/',
  },
  'telemedicine.sent': {
    category: 'service',
    channels: ['in_app', 'sms'],
    ...words('telemedicine.sent'),
    actionPath: () => '/',
  },
  'telemedicine.called_back': {
    category: 'service',
    channels: ['in_app', 'sms'],
    ...words('telemedicine.called_back'),
    actionPath: () => '/',
  },
  'telemedicine.closed': {
    category: 'service',
    channels: ['in_app', 'sms'],
    ...words('telemedicine.closed'),
    actionPath: () => '/',
  },
  'hospital-change.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('hospital-change.approved'),
    actionPath: () => '/',
  },
  'hospital-change.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('hospital-change.rejected'),
    actionPath: () => '/',
  },
  'sponsorship.started': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('sponsorship.started'),
    actionPath: () => '/',
  },
  'sponsorship.waiting': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('sponsorship.waiting'),
    actionPath: () => '/auth/signup',
  },
  'sponsor-invoice.payment-link': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('sponsor-invoice.payment-link'),
    actionPath: () => '/',
  },
  'sponsor-invoice.issued': {
    category: 'service',
    channels: ['email'],
    ...words('sponsor-invoice.issued'),
    email: letter('sponsor-invoice.issued'),
    document: (p) => ({ kind: 'sponsor-invoice', number: p.number }),
    actionPath: () => '/',
  },
  'sponsor-invoice.payment-received': {
    category: 'service',
    channels: ['email'],
    ...words('sponsor-invoice.payment-received'),
    email: letter('sponsor-invoice.payment-received', (p) => ({
      contactName: p.contactName,
      company: p.company,
      number: p.number,
      amount: p.amount,
      left: p.left,
      paidInFull: yesNo(p.left === '₦0'),
    })),
    document: (p) => ({
      kind: 'sponsor-receipt',
      number: p.number,
      receivedBefore: p.receivedBefore,
      amountKobo: p.amountKobo,
      via: p.via,
      receivedAt: p.receivedAt,
    }),
    actionPath: () => '/',
  },
  'sponsor-invoice.overdue': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('sponsor-invoice.overdue', (p) => ({
      contactName: p.contactName,
      company: p.company,
      number: p.number,
      amount: p.amount,
      dueDate: p.dueDate,
      dueToday: yesNo(p.daysLate === 0),
      online: yesNo(Boolean(p.paymentUrl)),
      paymentUrl: p.paymentUrl ?? '',
      accountName: p.accountName,
      accountNumber: p.accountNumber,
      bankName: p.bankName,
    })),
    actionPath: () => '/',
  },
  'sponsorship.ending': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('sponsorship.ending', (p) => ({
      ...p,
      unit: p.unit.toLowerCase(),
      // A select's cases are words (ICU): 'add-card' is addCard there.
      continueBy: p.continueBy === 'add-card' ? 'addCard' : p.continueBy,
    })),
    actionPath: () => '/',
  },
  'sponsorship.ended': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('sponsorship.ended', (p) => ({
      ...p,
      unit: p.unit.toLowerCase(),
      continued: yesNo(p.continued),
    })),
    actionPath: () => '/',
  },
  'claim.submitted': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.submitted'),
    actionPath: () => '/',
  },
  'claim.in_review': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.in_review'),
    actionPath: () => '/',
  },
  'claim.info_requested': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.info_requested'),
    actionPath: () => '/',
  },
  'claim.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('claim.approved'),
    // Approved for less than claimed (issue 38 item 4): the sentence in the recipient's language,
    // with the officer's reason as they typed it.
    body: (p, t) =>
      [
        words('claim.approved').body(p, t),
        p.claimed && p.reason
          ? t('messages.claim.approved.less', {
              claimed: p.claimed,
              approved: p.amount,
              reason: p.reason,
            })
          : p.less,
      ]
        .filter(Boolean)
        .join(' '),
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_claim_approved',
      params: [p.claimNumber, p.amount, p.paymentDue],
    }),
  },
  'claim.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('claim.rejected'),
    actionPath: () => '/',
    whatsapp: (p) => ({ template: 'alaafia_claim_declined', params: [p.claimNumber, p.reason] }),
  },
  'claim.paying': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.paying'),
    actionPath: () => '/',
  },
  'claim.payout_paid': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('claim.payout_paid'),
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_payout_sent',
      params: [p.amount, p.claimNumber, p.account],
    }),
  },
  'claim.payout_delayed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.payout_delayed'),
    actionPath: () => '/',
  },
  'claim.paid': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.paid'),
    actionPath: () => '/',
  },
  'claim.confirmation_requested': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.confirmation_requested'),
    actionPath: () => '/',
  },
  'claim.confirmation_reminder': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.confirmation_reminder'),
    actionPath: () => '/',
  },
  'preauthorisation.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('preauthorisation.approved'),
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_preauth_go_ahead',
      params: [p.hospital, p.benefit, p.code],
    }),
  },
  'preauthorisation.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('preauthorisation.rejected'),
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_preauth_not_approved',
      params: [p.hospital, p.benefit],
    }),
  },
  'preauthorisation.escalated': {
    category: 'service',
    channels: ['email'],
    ...words('preauthorisation.escalated'),
    actionPath: () => null,
  },
  'care.confirm': {
    category: 'service',
    channels: ['in_app', 'sms', 'whatsapp'],
    ...words('care.confirm'),
    sms: sms('care.confirm', (p) => ({ ...p })),
    actionPath: (p) => {
      const url = new URL(p.link);
      return url.pathname + url.search;
    },
    whatsapp: (p) => ({ template: 'alaafia_care_confirm', params: [p.hospital, p.date, p.link] }),
  },
  'care.asked-to-pay-answered': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    ...words('care.asked-to-pay-answered'),
    actionPath: () => '/care',
    whatsapp: (p) => ({
      template: 'alaafia_asked_to_pay_answered',
      params: [p.hospital, p.date, p.answer],
    }),
  },
  'care.asked-to-pay-escalated': {
    category: 'service',
    channels: ['email'],
    ...words('care.asked-to-pay-escalated'),
    actionPath: () => null,
  },
  'claim.closed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('claim.closed'),
    actionPath: () => '/',
  },
  'kyc.suspended': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    ...words('kyc.suspended'),
    actionPath: () => '/',
  },
  // Marketing: skipped for customers who switched marketing off in Settings.
  'offer.cross-sell': {
    category: 'marketing',
    channels: ['in_app', 'email'],
    ...words('offer.cross-sell'),
    actionPath: (p) => p.path,
  },
  // Complaints (issue 18): e-mail, so a complainant without an account gets them too.
  'complaint.received': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('complaint.received'),
    actionPath: () => '/help',
  },
  'complaint.answered': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('complaint.answered'),
    actionPath: () => '/help',
  },
  // Many failed sign-ins on the account (docs/business-rules.md, 'Sign-in throttling (issue 12)').
  'account.sign-in-warning': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('account.sign-in-warning'),
    actionPath: () => '/auth/forgot-password',
    email: letter('account.sign-in-warning'),
  },
  // Asked for on the forgot-password page: the link is a live secret for an hour.
  'account.password-reset': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('account.password-reset'),
    actionPath: () => null,
    secret: ['link'],
    email: letter('account.password-reset'),
  },
  // Sent after the erasure, to the address the account held (docs/business-rules.md, 'Closing an account').
  'account.closed': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('account.closed'),
    actionPath: () => null,
    secret: ['firstName', 'email'],
    sendTo: 'email',
    email: letter('account.closed', (p) => ({
      firstName: p.firstName,
      closedOn: p.closedOn,
      erased: lines(p.erased),
      hasRetained: yesNo(Boolean(p.retained)),
      retained: lines(p.retained),
      retentionYears: RETENTION_YEARS,
    })),
  },
  // The identity check's code (docs/business-rules.md, 'Messages'): the code is a secret, never
  // stored, and useless once its OTP_TTL_MS has passed, so it goes at once and is never retried.
  'code.identity': {
    category: 'service',
    channels: ['sms'],
    immediate: true,
    secret: ['code'],
    ...words('code.identity', () => ({ codeLength: OTP_LENGTH })),
    actionPath: () => null,
    sms: sms('code.identity', (p) => ({ code: p.code, minutes: OTP_TTL_MS / 60_000 })),
  },
  'code.phone-account': {
    category: 'service',
    channels: ['sms'],
    immediate: true,
    secret: ['code'],
    ...words('code.phone-account'),
    actionPath: () => null,
    sms: sms('code.phone-account', (p) => ({ code: p.code })),
  },
  'code.email': {
    category: 'service',
    channels: ['email'],
    immediate: true,
    secret: ['code'],
    ...words('code.email'),
    actionPath: () => null,
    email: letter('code.email'),
  },
  'code.claimant': {
    category: 'service',
    channels: ['sms'],
    immediate: true,
    secret: ['code'],
    ...words('code.claimant'),
    actionPath: () => null,
    sms: sms('code.claimant', (p) => ({ code: p.code })),
  },
  'ussd.pin-locked': {
    category: 'service',
    channels: ['in_app', 'sms'],
    ...words('ussd.pin-locked'),
    actionPath: () => '/settings',
  },
  'ussd.terms': {
    category: 'service',
    channels: ['sms'],
    ...words('ussd.terms'),
    actionPath: () => null,
  },
  'ussd.pay-code': {
    category: 'service',
    channels: ['sms'],
    ...words('ussd.pay-code'),
    actionPath: () => null,
  },
  'ussd.paid': {
    category: 'service',
    channels: ['sms'],
    ...words('ussd.paid'),
    actionPath: () => null,
  },
  'ussd.products': {
    category: 'service',
    channels: ['sms'],
    ...words('ussd.products'),
    actionPath: () => null,
  },
  'ussd.claim-reported': {
    category: 'service',
    channels: ['in_app', 'sms'],
    ...words('ussd.claim-reported'),
    actionPath: () => '/',
  },
  'ussd.pin-reset': {
    category: 'service',
    channels: ['in_app', 'sms'],
    ...words('ussd.pin-reset'),
    actionPath: () => '/settings',
  },
  'claim.approved-next-of-kin': {
    category: 'service',
    channels: ['sms'],
    ...words('claim.approved-next-of-kin'),
    actionPath: () => null,
  },
  // To staff (issue 24): an invitation's link grants access, so it is never stored. Staff read
  // English (the back office stays English): their messages are drawn in it.
  'staff.invitation': {
    category: 'service',
    channels: ['email'],
    immediate: true,
    secret: ['link'],
    ...words('staff.invitation'),
    actionPath: () => null,
    email: letter('staff.invitation', (p) => ({ ...p, hours: STAFF_INVITATION_HOURS })),
  },
  'staff.code-lockout': {
    category: 'service',
    channels: ['email'],
    ...words('staff.code-lockout', (p) => ({ ...p, failures: STAFF_CODE_FAILURES_LIMIT })),
    actionPath: () => null,
    email: letter('staff.code-lockout', (p) => ({ ...p, failures: STAFF_CODE_FAILURES_LIMIT })),
  },
  'claims.automation-report': {
    category: 'service',
    channels: ['email'],
    ...words('claims.automation-report'),
    actionPath: () => null,
    email: letter('claims.automation-report'),
  },
  'claims.sla-alert': {
    category: 'service',
    channels: ['email'],
    ...words('claims.sla-alert', (p) => ({
      count: p.count,
      statutoryDays: CLAIM_STATUTORY_DAYS,
      alertDays: CLAIM_SLA_ALERT_DAYS,
    })),
    actionPath: () => null,
    email: letter('claims.sla-alert', (p) => ({
      count: p.count,
      statutoryDays: CLAIM_STATUTORY_DAYS,
      alertDays: CLAIM_SLA_ALERT_DAYS,
      claims: p.claims.split('\n').filter(Boolean).join('\n'),
    })),
  },
  'claims.payment-sla-alert': {
    category: 'service',
    channels: ['email'],
    ...words('claims.payment-sla-alert', (p) => ({
      count: p.count,
      settlementDays: SETTLEMENT_DAYS,
      alertDay: SETTLEMENT_ALERT_DAY,
    })),
    actionPath: () => null,
    email: letter('claims.payment-sla-alert', (p) => ({
      count: p.count,
      settlementDays: SETTLEMENT_DAYS,
      alertDay: SETTLEMENT_ALERT_DAY,
      claims: p.claims.split('\n').filter(Boolean).join('\n'),
    })),
  },
  // The receipt asked for from the payment history or after a card purchase (the invoice calls).
  'receipt.requested': {
    category: 'service',
    channels: ['in_app', 'email'],
    ...words('receipt.requested'),
    actionPath: () => '/settings',
    receipt: (p) => ({ reference: p.reference, productUid: p.productUid }),
    email: letter('receipt.requested'),
  },
};

/** A list parameter (one item a line) as the letter's bullet lines. */
const lines = (list: string) =>
  list
    .split('\n')
    .filter(Boolean)
    .map((line) => `- ${line}`)
    .join('\n');
