/**
 * Every message we send a customer, by event: what it says, where it leads and how it goes out.
 * The text is ours (the spec quotes none of these messages except the KYC reminder's line); it
 * says what happened and what the customer can do, in the spec's plain style. Amounts come in
 * already formatted (formatNaira) and dates as the customer reads them ('24 November 2026').
 */
export type NotificationChannel = 'sms' | 'email';

/** Service messages always go; customers may switch off marketing ones in Settings. */
export type NotificationCategory = 'service' | 'marketing';

/** The parameters each event's message is made from. */
export interface NotificationParams {
  'payment.received': { product: string; amount: string; reference: string };
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
  'kyc.suspended': { products: string };
  'offer.cross-sell': { product: string; offer: string; path: string };
}
export type NotificationEvent = keyof NotificationParams;

export interface NotificationTemplate<E extends NotificationEvent> {
  category: NotificationCategory;
  channels: readonly NotificationChannel[];
  title: (p: NotificationParams[E]) => string;
  body: (p: NotificationParams[E]) => string;
  /** The web app's path the bell's item and the e-mail lead to. */
  actionPath: (p: NotificationParams[E]) => string | null;
}

/** The spec's own line (dashboard, 'KYC not completed'). */
export const KYC_REMINDER_LINE =
  'Complete your verification to enjoy your free first month subscription.';

/** What a customer paused for verification is told when they try to pay instead. */
export const KYC_SUSPENDED_LINE =
  'Your cover is paused until you complete your verification. Complete it on your dashboard to resume your cover at once.';

const both = ['sms', 'email'] as const;

export const NOTIFICATIONS: { [E in NotificationEvent]: NotificationTemplate<E> } = {
  'payment.received': {
    category: 'service',
    channels: ['email'],
    title: () => 'Payment received',
    body: (p) =>
      `We received your payment of ${p.amount} for ${p.product} (reference ${p.reference}). Thank you.`,
    actionPath: () => '/settings',
  },
  'card.declined': {
    category: 'service',
    channels: both,
    title: () => 'Your card was declined',
    body: (p) =>
      `We could not charge ${p.amount} for ${p.product}. Your cover continues for now. We will try again on ${p.nextAttempt}, or you can pay now or change your card on your dashboard.`,
    actionPath: () => '/',
  },
  'charge.needs-authorization': {
    category: 'service',
    channels: both,
    title: () => 'Your bank needs you to approve a payment',
    body: (p) =>
      `Your bank asked you to approve the ${p.amount} premium for ${p.product}. Approve it here: ${p.authorizationUrl}`,
    actionPath: () => '/',
  },
  'grace.ending': {
    category: 'service',
    channels: both,
    title: () => 'Your cover will be paused soon',
    body: (p) =>
      `Your ${p.amount} premium for ${p.product} is still unpaid. Pay before ${p.pauseDate} to keep your cover active.`,
    actionPath: () => '/',
  },
  'cover.paused': {
    category: 'service',
    channels: both,
    title: () => 'Your cover is paused',
    body: (p) =>
      `Your ${p.product} cover is paused because the ${p.amount} premium was not paid. Pay now on your dashboard to resume it at once.`,
    actionPath: () => '/',
  },
  'cover.resumed': {
    category: 'service',
    channels: both,
    title: () => 'Your cover is active again',
    body: (p) => `Thank you. Your ${p.product} cover is active again.`,
    actionPath: () => '/',
  },
  'cover.lapsed': {
    category: 'service',
    channels: both,
    title: () => 'Your policy has ended',
    body: (p) =>
      `Your ${p.product} policy has ended because its premium was not paid. You can buy a new plan on your dashboard at any time.`,
    actionPath: () => '/',
  },
  'renewal.due': {
    category: 'service',
    channels: both,
    title: () => 'Your plan is due for renewal',
    body: (p) =>
      `Your ${p.product} cover ends on ${p.endDate}. Renew it on your dashboard to stay covered, or do nothing to let it end.`,
    actionPath: () => '/',
  },
  'card.expiring': {
    category: 'service',
    channels: ['email'],
    title: () => 'Your card is about to expire',
    body: (p) =>
      `Your card ending ${p.last4} expires at the end of ${p.expiry}. Add a new card on your dashboard so your cover is not interrupted.`,
    actionPath: () => '/',
  },
  'kyc.reminder': {
    category: 'service',
    channels: both,
    title: () => 'Complete your verification',
    body: (p) =>
      `${KYC_REMINDER_LINE} You have ${p.daysLeft} ${p.daysLeft === 1 ? 'day' : 'days'} left.`,
    actionPath: () => '/',
  },
  'refund.processed': {
    category: 'service',
    channels: ['email'],
    title: () => 'Your refund has been sent',
    body: (p) =>
      `Your refund of ${p.amount} for payment ${p.reference} has been sent to your card. Your bank may take a few working days to show it.`,
    actionPath: () => '/settings',
  },
  'refund.failed': {
    category: 'service',
    channels: ['email'],
    title: () => 'Your refund is delayed',
    body: (p) =>
      `We could not complete your refund of ${p.amount} for payment ${p.reference}. Our team is looking into it and will contact you.`,
    actionPath: () => '/settings',
  },
  'kyc.suspended': {
    category: 'service',
    channels: both,
    title: () => 'Your cover is paused until you verify your identity',
    body: (p) =>
      `Your ${p.products} cover is paused because your verification was not completed within 30 days of paying. Complete your verification on your dashboard to resume your cover at once.`,
    actionPath: () => '/',
  },
  // Marketing: skipped for customers who switched marketing off in Settings.
  'offer.cross-sell': {
    category: 'marketing',
    channels: ['email'],
    title: (p) => `Add ${p.offer} to your cover`,
    body: (p) =>
      `Thank you for choosing ${p.product}. ${p.offer} is also available to you on Alaafia. See the plans and buy in minutes. You can switch off offers like this in Settings.`,
    actionPath: (p) => p.path,
  },
};
