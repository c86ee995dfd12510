import {
  CLAIM_SLA_ALERT_DAYS,
  CLAIM_STATUTORY_DAYS,
  emailProofCopy,
  OTP_LENGTH,
  RETENTION_YEARS,
  SETTLEMENT_ALERT_DAY,
  SETTLEMENT_DAYS,
  STAFF_CODE_FAILURES_LIMIT,
  STAFF_INVITATION_HOURS,
} from '@alaafia/domain';
import { OTP_TTL_MS } from '../../../lib/one-time-codes.js';

/**
 * Every message we send, by event: what it says, where it leads and how it goes out (docs/
 * architecture.md, 'How to add a notification'). The text is ours (the spec quotes none of these
 * messages except the KYC reminder's line); it says what happened and what the person can do, in
 * the spec's plain style. Amounts come in already formatted (formatNaira) and dates as the
 * customer reads them ('24 November 2026'). This file is a data table: it may pass 600 lines.
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
export interface NotificationParams {
  /** Its e-mail carries the receipt of the product's line of the payment (productUid). */
  'payment.received': { product: string; amount: string; reference: string; productUid: string };
  'card.declined': { product: string; amount: string; nextAttempt: string };
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
  };
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
  /** less: approved for less than claimed, why (issue 38 item 4); '' otherwise. */
  'claim.approved': { claimNumber: string; amount: string; paymentDue: string; less: string };
  'claim.rejected': { claimNumber: string; reason: string };
  'claim.paying': { claimNumber: string; amount: string; account: string };
  'claim.payout_paid': { claimNumber: string; amount: string; account: string };
  'claim.payout_delayed': { claimNumber: string; amount: string };
  'claim.paid': { claimNumber: string; amount: string };
  'claim.confirmation_requested': { claimNumber: string; amount: string; answerBy: string };
  'claim.confirmation_reminder': { claimNumber: string; amount: string; answerBy: string };
  'claim.closed': { claimNumber: string; reason: string };
  // The health plan at the hospital (issue 28): a hospital's request for treatment, decided.
  'preauthorisation.approved': { hospital: string; treatment: string; code: string };
  'preauthorisation.rejected': { hospital: string; treatment: string; reason: string };
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
  /** A claim filed by USSD: how to send its evidence. */
  'ussd.claim-evidence': { claimNumber: string; link: string; whatsapp: string };
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
  title: (p: NotificationParams[E]) => string;
  body: (p: NotificationParams[E]) => string;
  /** The web app's path the bell's item and the e-mail lead to. */
  actionPath: (p: NotificationParams[E]) => string | null;
  /** The SMS's own text; without it the SMS is 'Alaafia: ' and the body. */
  sms?: (p: NotificationParams[E]) => string;
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
  email?: (p: NotificationParams[E]) => { subject: string; text: string };
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
   * The approved WhatsApp template it goes as outside the 24-hour window (README, 'Connecting a
   * WhatsApp Business number': each name with its text to submit to Meta), and its body's
   * parameters in order. Required for a template with the `whatsapp` channel.
   */
  whatsapp?: (p: NotificationParams[E]) => { template: WhatsAppTemplateName; params: string[] };
}

/**
 * The templates submitted to Meta for approval, with the text each one's body has ({{1}}, {{2}}...
 * are its parameters, in the order the catalogue's `whatsapp` gives them). The README lists them.
 */
export const WHATSAPP_TEMPLATES = {
  alaafia_payment_received:
    'We received your payment of {{1}} for {{2}} (reference {{3}}). Thank you.',
  alaafia_card_declined:
    'We could not charge {{1}} for {{2}}. Your cover continues for now. We will try again on {{3}}. Reply PAY for a payment link.',
  alaafia_premium_due:
    'Your {{1}} premium of {{2}} is unpaid. Pay before {{3}} or your cover will be paused. Reply PAY for a payment link.',
  alaafia_renewal_due: 'Your {{1}} cover ends on {{2}}. Reply PAY to renew it.',
  alaafia_claim_approved: 'Your claim {{1}} is approved: {{2}}. We will pay it by {{3}}.',
  alaafia_claim_rejected: 'Your claim {{1}} was not approved: {{2}}',
  alaafia_payout_sent: 'We sent {{1}} for claim {{2}} to your account {{3}}.',
  alaafia_preauth_approved:
    '{{1}} may go ahead with {{2}} under your health plan. Approval code: {{3}}.',
  alaafia_preauth_rejected: '{{1}} asked to treat you for {{2}}; it was not approved: {{3}}',
} as const;
export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;

type ParamName<E extends NotificationEvent> = Extract<keyof NotificationParams[E], string>;

/** The spec's own line (dashboard, 'KYC not completed'). */
export const KYC_REMINDER_LINE =
  'Complete your verification to enjoy your free first month subscription.';

/** What a customer paused for verification is told when they try to pay instead. */
export const KYC_SUSPENDED_LINE =
  'Your cover is paused until you complete your verification. Complete it on your dashboard to resume your cover at once.';

export const NOTIFICATIONS: { [E in NotificationEvent]: NotificationTemplate<E> } = {
  'payment.received': {
    category: 'service',
    channels: ['in_app', 'email', 'whatsapp'],
    title: () => 'Payment received',
    body: (p) =>
      `We received your payment of ${p.amount} for ${p.product} (reference ${p.reference}). Thank you.`,
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
    title: () => 'Your card was declined',
    body: (p) =>
      `We could not charge ${p.amount} for ${p.product}. Your cover continues for now. We will try again on ${p.nextAttempt}, or you can pay now or change your card on your dashboard.`,
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_card_declined',
      params: [p.amount, p.product, p.nextAttempt],
    }),
  },
  'charge.needs-authorization': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your bank needs you to approve a payment',
    body: (p) =>
      `Your bank asked you to approve the ${p.amount} premium for ${p.product}. Approve it here: ${p.authorizationUrl}`,
    actionPath: () => '/',
  },
  'grace.ending': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your cover will be paused soon',
    body: (p) =>
      `Your ${p.amount} premium for ${p.product} is still unpaid. Pay before ${p.pauseDate} to keep your cover active.`,
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_premium_due',
      params: [p.product, p.amount, p.pauseDate],
    }),
  },
  'cover.paused': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your cover is paused',
    body: (p) =>
      `Your ${p.product} cover is paused because the ${p.amount} premium was not paid. Pay now on your dashboard to resume it at once.`,
    actionPath: () => '/',
  },
  'cover.resumed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your cover is active again',
    body: (p) => `Thank you. Your ${p.product} cover is active again.`,
    actionPath: () => '/',
  },
  'cover.lapsed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your policy has ended',
    body: (p) =>
      `Your ${p.product} policy has ended because its premium was not paid. You can buy a new plan on your dashboard at any time.`,
    actionPath: () => '/',
  },
  'renewal.due': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your plan is due for renewal',
    body: (p) =>
      `Your ${p.product} cover ends on ${p.endDate}. Renew it on your dashboard to stay covered, or do nothing to let it end.`,
    actionPath: () => '/',
    whatsapp: (p) => ({ template: 'alaafia_renewal_due', params: [p.product, p.endDate] }),
  },
  'card.expiring': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: () => 'Your card is about to expire',
    body: (p) =>
      `Your card ending ${p.last4} expires at the end of ${p.expiry}. Add a new card on your dashboard so your cover is not interrupted.`,
    actionPath: () => '/',
  },
  'kyc.reminder': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Complete your verification',
    body: (p) =>
      `${KYC_REMINDER_LINE} You have ${p.daysLeft} ${p.daysLeft === 1 ? 'day' : 'days'} left.`,
    actionPath: () => '/',
  },
  'refund.processed': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: () => 'Your refund has been sent',
    body: (p) =>
      `Your refund of ${p.amount} for payment ${p.reference} has been sent to your card. Your bank may take a few working days to show it.`,
    actionPath: () => '/settings',
  },
  'refund.failed': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: () => 'Your refund is delayed',
    body: (p) =>
      `We could not complete your refund of ${p.amount} for payment ${p.reference}. Our team is looking into it and will contact you.`,
    actionPath: () => '/settings',
  },
  'employment.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your employment letter is approved',
    body: () =>
      'We have checked your employment letter. Your Income Protection account is now verified.',
    actionPath: () => '/',
  },
  'employment.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'We could not accept your employment letter',
    body: (p) =>
      `We could not accept your employment letter: ${p.reason}. Please upload your employment letter again (a signed letter or a recent payslip showing your name and your employer) so we can verify your Income Protection account.`,
    actionPath: () => '/buy/income',
  },
  'kyc.review-approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your identity is verified',
    body: (p) =>
      p.kycCompleted === 'yes'
        ? 'We have checked your ID. Your verification is complete.'
        : 'We have checked your ID. Please verify your ID again on your dashboard to complete your verification.',
    actionPath: () => '/',
  },
  'kyc.review-rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'We could not verify your identity',
    body: (p) =>
      `We could not verify your ID: ${p.reason}. Please verify your account again on your dashboard with an ID registered in your own name.`,
    actionPath: () => '/',
  },
  'telemedicine.sent': {
    category: 'service',
    channels: ['in_app', 'sms'],
    title: () => 'A doctor will call you back',
    body: (p) =>
      `We have passed your request to talk to a doctor (${p.reference}) to our doctors. A doctor will call you on ${p.phone} soon. If you feel worse, go to your hospital now or call 112.`,
    actionPath: () => '/',
  },
  'telemedicine.called_back': {
    category: 'service',
    channels: ['in_app', 'sms'],
    title: () => 'A doctor called you back',
    body: (p) =>
      `A doctor has called you back about your request ${p.reference}. If you need to talk to a doctor again, ask from your dashboard.`,
    actionPath: () => '/',
  },
  'telemedicine.closed': {
    category: 'service',
    channels: ['in_app', 'sms'],
    title: () => 'Your request to talk to a doctor is closed',
    body: (p) =>
      `Your request to talk to a doctor (${p.reference}) is closed. If you still need a doctor, ask again from your dashboard, or go to your hospital.`,
    actionPath: () => '/',
  },
  'hospital-change.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your hospital has been changed',
    body: (p) =>
      `Your hospital change is approved. Your hospital is now ${p.hospital}. You can change your hospital again in 3 months.`,
    actionPath: () => '/',
  },
  'hospital-change.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your hospital change was not approved',
    body: (p) =>
      `We could not move you to ${p.hospital}: ${p.reason}. Your hospital stays the same. You can send a new request from your dashboard.`,
    actionPath: () => '/',
  },
  'sponsorship.started': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: (p) => `${p.company} is paying for your cover`,
    body: (p) =>
      `${p.company} has paid for your ${p.product} cover until ${p.endDate}. You pay nothing for it until then. Your policy is on your dashboard.`,
    actionPath: () => '/',
  },
  'sponsorship.waiting': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: (p) => `${p.company} has paid for your ${p.product} cover`,
    body: (p) =>
      `${p.company} has paid for ${p.months} ${p.months === 1 ? 'month' : 'months'} of ${p.product} cover for you with Alaafia. Your cover is waiting: sign up with this e-mail address at ${p.signupUrl} and it starts at once, at no cost to you.`,
    actionPath: () => '/auth/signup',
  },
  'sponsor-invoice.payment-link': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: (p) => `Pay invoice ${p.number} for ${p.company} online`,
    body: (p) =>
      `Dear ${p.contactName}, you can pay invoice ${p.number} for ${p.amount}, due on ${p.dueDate}, by card or bank transfer at ${p.paymentUrl} ` +
      `(Paystack). The cover it pays for starts as soon as it is paid. You can still pay by bank transfer quoting ${p.number} instead.`,
    actionPath: () => '/',
  },
  'sponsor-invoice.overdue': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: (p) =>
      `Invoice ${p.number} for ${p.company} is ${p.daysLate === 0 ? 'due today' : 'overdue'}`,
    body: (p) =>
      `Dear ${p.contactName}, invoice ${p.number} for ${p.amount} was due on ${p.dueDate} and is not paid yet. ` +
      `The cover it pays for starts when it is paid: ${p.paymentUrl ? `pay online at ${p.paymentUrl} or by bank transfer quoting ${p.number}` : `pay by bank transfer quoting ${p.number}`}. ` +
      `If you have paid already, thank you: please reply with your bank's reference.`,
    actionPath: () => '/',
  },
  'sponsorship.ending': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your sponsored cover ends soon',
    body: (p) =>
      `${p.company} pays for your ${p.product} cover until ${p.endDate}. To keep it after that, it costs ${p.amount} a ${p.unit.toLowerCase()}, paid by you. ` +
      (p.continueBy === 'agree'
        ? `To keep it, agree to continue on your dashboard before ${p.endDate}. If you do not, your cover ends on ${p.endDate} and nothing is charged.`
        : p.continueBy === 'card'
          ? `We will charge your saved card ending ${p.card} on ${p.endDate}. If you do not want to continue, cancel the policy on your dashboard before then.`
          : p.continueBy === 'add-card'
            ? `Add a card in Settings before ${p.endDate} to continue; without payment your cover is paused 14 days after that date.`
            : `Renew it on your dashboard from ${p.endDate} to continue; without payment your cover is paused 14 days after that date.`),
    actionPath: () => '/',
  },
  'sponsorship.ended': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your sponsored cover has ended',
    body: (p) =>
      p.continued
        ? `${p.company} no longer pays for your ${p.product} cover. It continues at ${p.amount} a ${p.unit.toLowerCase()}, paid by you; you can cancel it anytime on your dashboard.`
        : `${p.company} no longer pays for your ${p.product} cover, so it has ended. To continue it at ${p.amount} a ${p.unit.toLowerCase()}, paid by you, choose Renew Now on your dashboard.`,
    actionPath: () => '/',
  },
  'claim.submitted': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'We received your claim',
    body: (p) =>
      `We received your ${p.product} claim ${p.claimNumber}. We will decide on it by ${p.dueDate} and tell you at every step.`,
    actionPath: () => '/',
  },
  'claim.in_review': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your claim is in review',
    body: (p) =>
      `A claims officer is reviewing your claim ${p.claimNumber}. You will have a decision by ${p.dueDate}.`,
    actionPath: () => '/',
  },
  'claim.info_requested': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'We need more information for your claim',
    body: (p) =>
      `To decide on your claim ${p.claimNumber} we need more from you: ${p.reason} Add it on your dashboard.`,
    actionPath: () => '/',
  },
  'claim.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your claim is approved',
    body: (p) =>
      `Good news: your claim ${p.claimNumber} is approved for ${p.amount}. We will send the money by ${p.paymentDue}.${p.less ? ` ${p.less}` : ''}`,
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_claim_approved',
      params: [p.claimNumber, p.amount, p.paymentDue],
    }),
  },
  'claim.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your claim was not approved',
    body: (p) =>
      `We are sorry: your claim ${p.claimNumber} was not approved. ${p.reason} If you disagree, reply to this message and we will look again.`,
    actionPath: () => '/',
    whatsapp: (p) => ({ template: 'alaafia_claim_rejected', params: [p.claimNumber, p.reason] }),
  },
  'claim.paying': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your claim payment is on its way',
    body: (p) =>
      `We have sent ${p.amount} for your claim ${p.claimNumber} to your account ending ${p.account}.`,
    actionPath: () => '/',
  },
  'claim.payout_paid': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your claim payment has arrived',
    body: (p) =>
      `${p.amount} for your claim ${p.claimNumber} has been paid into your account ending ${p.account}.`,
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_payout_sent',
      params: [p.amount, p.claimNumber, p.account],
    }),
  },
  'claim.payout_delayed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your claim payment is delayed',
    body: (p) =>
      `The bank could not complete the ${p.amount} payment for your claim ${p.claimNumber}. Our finance team is on it and will send it again.`,
    actionPath: () => '/',
  },
  'claim.paid': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your claim is paid',
    body: (p) => `Your claim ${p.claimNumber} is fully paid: ${p.amount} in all.`,
    actionPath: () => '/',
  },
  'claim.confirmation_requested': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Are you still out of work?',
    body: (p) =>
      `Your next income protection payment of ${p.amount} (claim ${p.claimNumber}) is coming. Tell us on your dashboard by ${p.answerBy} whether you are still out of work.`,
    actionPath: () => '/',
  },
  'claim.confirmation_reminder': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Reminder: are you still out of work?',
    body: (p) =>
      `We still need your answer for your next payment of ${p.amount} (claim ${p.claimNumber}). Answer on your dashboard by ${p.answerBy}, or the payments stop.`,
    actionPath: () => '/',
  },
  'preauthorisation.approved': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your treatment is approved',
    body: (p) =>
      `${p.hospital} asked us to approve ${p.treatment} for you, and we have approved it (code ${p.code}). The hospital has the code.`,
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_preauth_approved',
      params: [p.hospital, p.treatment, p.code],
    }),
  },
  'preauthorisation.rejected': {
    category: 'service',
    channels: ['in_app', 'sms', 'email', 'whatsapp'],
    title: () => 'Your treatment was not approved',
    body: (p) =>
      `${p.hospital} asked us to approve ${p.treatment} for you, and we could not approve it. ${p.reason} If you disagree, reply to this message and we will look again.`,
    actionPath: () => '/',
    whatsapp: (p) => ({
      template: 'alaafia_preauth_rejected',
      params: [p.hospital, p.treatment, p.reason],
    }),
  },
  'claim.closed': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your claim is closed',
    body: (p) => `Your claim ${p.claimNumber} is closed: ${p.reason}`,
    actionPath: () => '/',
  },
  'kyc.suspended': {
    category: 'service',
    channels: ['in_app', 'sms', 'email'],
    title: () => 'Your cover is paused until you verify your identity',
    body: (p) =>
      `Your ${p.products} cover is paused because your verification was not completed within 30 days of paying. Complete your verification on your dashboard to resume your cover at once.`,
    actionPath: () => '/',
  },
  // Marketing: skipped for customers who switched marketing off in Settings.
  'offer.cross-sell': {
    category: 'marketing',
    channels: ['in_app', 'email'],
    title: (p) => `Add ${p.offer} to your cover`,
    body: (p) =>
      `Thank you for choosing ${p.product}. ${p.offer} is also available to you on Alaafia. See the plans and buy in minutes. You can switch off offers like this in Settings.`,
    actionPath: (p) => p.path,
  },
  // Complaints (issue 18): e-mail, so a complainant without an account gets them too.
  'complaint.received': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: (p) => `We have received your complaint ${p.reference}`,
    body: (p) =>
      `Thank you for telling us. Your complaint reference is ${p.reference}. A member of our team will look into it and answer you in writing by ${p.answerBy}. Quote the reference if you call or write to us about it.`,
    actionPath: () => '/help',
  },
  'complaint.answered': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: (p) => `Our answer to your complaint ${p.reference}`,
    body: (p) =>
      `${p.response}\n\nIf you are not satisfied with this answer, reply to this e-mail or call us, quoting ${p.reference}. You may also take your complaint to the National Insurance Commission (NAICOM).`,
    actionPath: () => '/help',
  },
  // Many failed sign-ins on the account (docs/business-rules.md, 'Sign-in throttling (issue 12)').
  'account.sign-in-warning': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: () => 'Someone is trying to sign in to your Alaafia account',
    body: () =>
      'We have seen several failed attempts to sign in to your Alaafia account. Your account is safe. If these attempts were not you, we advise you to choose a new password.',
    actionPath: () => '/auth/forgot-password',
    email: (p) => ({
      subject: 'Someone is trying to sign in to your Alaafia account',
      text: [
        `Hello ${p.firstName},`,
        '',
        'We have seen several failed attempts to sign in to your Alaafia account in the last few minutes.',
        'Your account is safe and you can still sign in as usual with your password.',
        '',
        `If these attempts were not you, we advise you to choose a new password: ${p.link}`,
        '',
        'If they were you, you can ignore this e-mail.',
      ].join('\n'),
    }),
  },
  // Asked for on the forgot-password page: the link is a live secret for an hour.
  'account.password-reset': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: () => 'Reset your Alaafia password',
    body: () =>
      'We received a request to reset the password of your Alaafia account. The link to choose a new one is sent to your e-mail and works for 1 hour. If you did not ask for this, your password stays the same.',
    actionPath: () => null,
    secret: ['link'],
    email: (p) => ({
      subject: 'Reset your Alaafia password',
      text: [
        `Hello ${p.firstName},`,
        '',
        'We received a request to reset the password of your Alaafia account.',
        `Open this link within 1 hour to choose a new password: ${p.link}`,
        '',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ].join('\n'),
    }),
  },
  // Sent after the erasure, to the address the account held (docs/business-rules.md, 'Closing an account').
  'account.closed': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: () => 'Your Alaafia account is closed',
    body: (p) => `As you asked, your Alaafia account was closed on ${p.closedOn}.`,
    actionPath: () => null,
    secret: ['firstName', 'email'],
    sendTo: 'email',
    email: (p) => ({
      subject: 'Your Alaafia account is closed',
      text: [
        `Hello ${p.firstName},`,
        '',
        `As you asked, your Alaafia account was closed on ${p.closedOn}. You can no longer sign in.`,
        '',
        'What we erased:',
        ...lines(p.erased),
        ...(p.retained
          ? [
              '',
              `What the law requires us to keep (for ${RETENTION_YEARS} years after closing):`,
              ...lines(p.retained),
            ]
          : []),
        '',
        'We keep this e-mail as the record that your request was carried out.',
        'If you did not ask for this, contact support at once.',
      ].join('\n'),
    }),
  },
  // The identity check's code (docs/business-rules.md, 'Messages'): the code is a secret, never
  // stored, and useless once its OTP_TTL_MS has passed, so it goes at once and is never retried.
  'code.identity': {
    category: 'service',
    channels: ['sms'],
    immediate: true,
    secret: ['code'],
    title: () => 'Your verification code',
    body: () => `A ${OTP_LENGTH}-digit code to check your identity was sent by SMS.`,
    actionPath: () => null,
    sms: (p) =>
      `Your Alaafia verification code is ${p.code}. It expires in ${OTP_TTL_MS / 60_000} minutes. Do not share it with anyone.`,
  },
  'code.phone-account': {
    category: 'service',
    channels: ['sms'],
    immediate: true,
    secret: ['code'],
    title: () => 'Your Alaafia code',
    body: () => 'A 6-digit code to add your e-mail and password was sent by SMS.',
    actionPath: () => null,
    sms: (p) =>
      `Your Alaafia code to add your e-mail and password is ${p.code}. It expires in 30 minutes. Do not share it with anyone.`,
  },
  'code.email': {
    category: 'service',
    channels: ['email'],
    immediate: true,
    secret: ['code'],
    title: () => emailProofCopy.subject,
    body: () => 'A code to confirm your e-mail address was sent to it.',
    actionPath: () => null,
    email: (p) => ({
      subject: emailProofCopy.subject,
      text: emailProofCopy.body(p.firstName, p.code),
    }),
  },
  'code.claimant': {
    category: 'service',
    channels: ['sms'],
    immediate: true,
    secret: ['code'],
    title: () => 'Your claim code',
    body: () => 'A code to claim for the policyholder was sent by SMS.',
    actionPath: () => null,
    sms: (p) =>
      `Your Alaafia claim code is ${p.code}. It expires in 10 minutes. Do not share it with anyone.`,
  },
  'ussd.pin-locked': {
    category: 'service',
    channels: ['in_app', 'sms'],
    title: () => 'Your Alaafia PIN is locked',
    body: (p) =>
      `Your Alaafia PIN was entered wrongly 5 times, so it is locked for ${p.minutes} minutes. If this was not you, call us. You can reset the PIN on alaafia.ng (Settings).`,
    actionPath: () => '/settings',
  },
  'ussd.terms': {
    category: 'service',
    channels: ['sms'],
    title: () => 'HealthCash terms',
    body: (p) =>
      `${p.product}: ${p.price} a year for one year of cover from payment. Pays for accident and emergency care and, on death by accident, your next of kin. Claims need the hospital bill. Full terms: ${p.termsUrl}`,
    actionPath: () => null,
  },
  'ussd.pay-code': {
    category: 'service',
    channels: ['sms'],
    title: () => 'Pay by your bank USSD',
    body: (p) =>
      `dial ${p.code} to pay ${p.amount} for ${p.product}. Your cover starts once the bank confirms it.`,
    actionPath: () => null,
  },
  'ussd.paid': {
    category: 'service',
    channels: ['sms'],
    title: () => 'Payment received',
    body: (p) =>
      `we received your payment of ${p.amount} for ${p.product} (reference ${p.reference}). Your cover has started. Dial our code and choose My cover to see it.`,
    actionPath: () => null,
  },
  'ussd.products': {
    category: 'service',
    channels: ['sms'],
    title: () => 'Alaafia insurance',
    body: (p) =>
      `HealthCash N1,000 a year, a monthly health plan with your own hospital, and income protection if you lose your job. Read more and buy at ${p.link}`,
    actionPath: () => null,
  },
  'ussd.claim-evidence': {
    category: 'service',
    channels: ['in_app', 'sms'],
    title: (p) => `Claim ${p.claimNumber}: send the hospital bill`,
    body: (p) =>
      `we have your claim ${p.claimNumber}. Send a photo of the hospital bill at ${p.link} or on WhatsApp to ${p.whatsapp}. The claim waits for it.`,
    actionPath: () => '/',
  },
  'claim.approved-next-of-kin': {
    category: 'service',
    channels: ['sms'],
    title: (p) => `Claim ${p.claimNumber} is approved`,
    body: (p) =>
      `claim ${p.claimNumber} is approved. ${p.amount} will be paid to your account within 72 hours. The policyholder's cover has ended and no further premiums will be taken. We are sorry for your loss.`,
    actionPath: () => null,
  },
  // To staff (issue 24): an invitation's link grants access, so it is never stored.
  'staff.invitation': {
    category: 'service',
    channels: ['email'],
    immediate: true,
    secret: ['link'],
    title: () => 'Your invitation to the Alaafia back office',
    body: (p) => `${p.name} was invited to the Alaafia back office, until ${p.expires}.`,
    actionPath: () => null,
    email: (p) => ({
      subject: 'Your invitation to the Alaafia back office',
      text: [
        `Hello ${p.name},`,
        '',
        'An administrator has given you an account on the Alaafia back office.',
        `Open this link to choose your password and set up your authenticator app: ${p.link}`,
        '',
        `The link works once and until ${p.expires} (${STAFF_INVITATION_HOURS} hours). If it has expired, ask an administrator for a new one.`,
        'If you were not expecting this, ignore this e-mail and tell us at once.',
        '',
        'Alaafia',
      ].join('\n'),
    }),
  },
  'staff.code-lockout': {
    category: 'service',
    channels: ['email'],
    title: () => 'Sign-in to your Alaafia back-office account is paused',
    body: (p) =>
      `Sign-in to ${p.name}'s back-office account is paused for ${p.minutes} minutes after ${STAFF_CODE_FAILURES_LIMIT} wrong authenticator codes.`,
    actionPath: () => null,
    email: (p) => ({
      subject: 'Sign-in to your Alaafia back-office account is paused',
      text: [
        `Hello ${p.name},`,
        '',
        `Someone entered your password and then ${STAFF_CODE_FAILURES_LIMIT} wrong authenticator codes for your account. To protect it, nobody can sign in to it for the next ${p.minutes} minutes, from any address.`,
        '',
        'If this was not you, someone knows your password: tell an administrator at once.',
        '',
        'Alaafia',
      ].join('\n'),
    }),
  },
  'claims.automation-report': {
    category: 'service',
    channels: ['email'],
    title: (p) => `Claims approved by the rules, ${p.from} to ${p.to}: ${p.approved}`,
    body: (p) =>
      `${p.approved} approved (${p.approvedAmount}), ${p.toAPerson} sent to a person, ${p.sampled} sampled, ${p.foundWrong} found wrong.`,
    actionPath: () => null,
    email: (p) => ({
      subject: `Claims approved by the rules, ${p.from} to ${p.to}`,
      text: [
        `From ${p.from} to ${p.to}, the rules that approve small claims at once:`,
        `- approved ${p.approved} claims, ${p.approvedAmount} in all;`,
        `- sent ${p.toAPerson} to a claims officer because a rule did not hold;`,
        `- sampled ${p.sampled} otherwise approvable claims for a person's check;`,
        `- of those they approved, ${p.lookedBack} have been looked back at and ${p.foundWrong} found wrong (each a recovery in the finance queue).`,
        'The claims waiting for their look back are in the back office (Claims, Look back).',
      ].join('\n'),
    }),
  },
  'claims.sla-alert': {
    category: 'service',
    channels: ['email'],
    title: (p) => `Claims nearing the ${CLAIM_STATUTORY_DAYS}-day limit: ${p.count}`,
    body: (p) =>
      `${p.count} ${p.count === 1 ? 'claim is' : 'claims are'} ${CLAIM_SLA_ALERT_DAYS} days old and not decided.`,
    actionPath: () => null,
    email: (p) => ({
      subject: `Claims nearing the ${CLAIM_STATUTORY_DAYS}-day limit: ${p.count}`,
      text: [
        `These claims are ${CLAIM_SLA_ALERT_DAYS} days old and not decided. The Insurance Industry Reform Act 2025 (s.210) requires settlement within ${CLAIM_STATUTORY_DAYS} days of filing:`,
        ...p.claims.split('\n').filter(Boolean),
        'They are also in the back office finance queue (finance_items, kind claim.sla).',
      ].join('\n'),
    }),
  },
  'claims.payment-sla-alert': {
    category: 'service',
    channels: ['email'],
    title: (p) => `Claim payments nearing the ${SETTLEMENT_DAYS}-day limit: ${p.count}`,
    body: (p) =>
      `${p.count} approved ${p.count === 1 ? 'claim has' : 'claims have'} a payment waiting ${SETTLEMENT_ALERT_DAY} or more days after filing.`,
    actionPath: () => null,
    email: (p) => ({
      subject: `Claim payments nearing the ${SETTLEMENT_DAYS}-day limit: ${p.count}`,
      text: [
        `These approved claims have a payment waiting ${SETTLEMENT_ALERT_DAY} or more days after filing. The Insurance Industry Reform Act 2025 (s.210) requires payment within ${SETTLEMENT_DAYS} days of filing:`,
        ...p.claims.split('\n').filter(Boolean),
        'They are in the money queue of the back office (payouts awaiting approval).',
      ].join('\n'),
    }),
  },
  // The receipt asked for from the payment history or after a card purchase (the invoice calls).
  'receipt.requested': {
    category: 'service',
    channels: ['in_app', 'email'],
    title: (p) => `Your Alaafia receipt ${p.invoiceNumber}`,
    body: (p) =>
      `Your receipt ${p.invoiceNumber} for your payment of ${p.amount} for ${p.product} (reference ${p.reference}) is sent to your e-mail. You can also download it in Settings.`,
    actionPath: () => '/settings',
    receipt: (p) => ({ reference: p.reference, productUid: p.productUid }),
    email: (p) => ({
      subject: `Your Alaafia receipt ${p.invoiceNumber}`,
      text: `Hello ${p.firstName},\n\nThank you for your payment of ${p.amount} for ${p.product} (payment reference ${p.reference}). Your receipt ${p.invoiceNumber} is attached.\n\nAlaafia`,
    }),
  },
};

/** A list parameter (one item a line) as the letter's bullet lines. */
const lines = (list: string) =>
  list
    .split('\n')
    .filter(Boolean)
    .map((line) => `- ${line}`);
