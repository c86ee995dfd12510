/**
 * The dashboard's words. Quoted ones are dashboard-and-kyc.md's, word for word; the others are ours,
 * in the spec's style (the domain holds the badge, tile and next-of-kin copy).
 */
export const dashboardCopy = {
  greeting: (name: string) => `Welcome back, ${name}.`,
  /** Ours (issue 30): a customer who signed up within the hour is not 'back'. */
  greetingNew: (name: string) => `Welcome, ${name}.`,
  /** Ours (issue 30): a person to ask, on WhatsApp (a plain link, no third-party script). */
  whatsapp: 'Chat with us on WhatsApp',
  help: 'Help and support',
  greetingLine: "Rest assured, we're looking out for you.",
  noPolicy: 'You do not have any policy',
  renewTitle: 'Renew policy',
  renewText: "You're about to renew this policy. Are you sure about this?",
  // Ours.
  policies: 'Your policies',
  products: 'Your products',
  /** Ours: an inactive health tile's way to the product's info modal (issue 7). */
  learnMore: 'Learn more',
  /** Ours (issue 15): beside 'Pay now' on an overdue or paused tile. */
  changeCard: 'Change card',
  active: 'Active',
  policyNumber: 'Policy number',
  cover: 'Cover',
  premium: 'Premium',
  perMonth: '/ month',
  perYear: '/ year',
  nextPayment: 'Next payment',
  /** Ours (issue 30): an overdue premium's date, which is past, on the policy card. */
  paymentWasDue: 'Payment was due',
  coveredUntil: 'Covered until',
  /** Ours (issue 26): the policy's history on its card. */
  policyHistory: 'Policy history',
  policyHistoryLoading: 'Loading the history…',
  policyHistoryError: 'We could not load the history. Please try again.',
  policyHistoryEmpty: 'No changes yet.',
  previousPolicy: 'Previous policy',
  nextPolicy: 'Next policy',
  verification: 'Account verification',
  cancelPolicy: 'Cancel policy',
  /** Ours (issue 17): opens the claim wizard. */
  makeClaim: 'Make a claim',
  /** Ours (issue 18): Business and Credit Life have no price online; a person quotes them. */
  talkToUs: 'Priced for you: talk to us',
  cancelTitle: 'Cancel policy',
  cancelText: (product: string) =>
    `Your ${product} stops today and the time already paid for is not refunded. Please tell us why you are cancelling.`,
  cancelReason: 'Reason',
  keepPolicy: 'Keep my policy',
  cancelFailed: 'We could not cancel your policy. Please try again.',
  // Ours (issue 18): what cancelling, renewing and saving the next of kin did, and what renewing costs.
  /** In the free month nothing was paid: nothing is kept, charged or refunded. */
  cancelTextFreeMonth: (product: string) =>
    `Your ${product} stops today. You are in your free month, so you have not paid for this cover and nothing is charged or refunded. Please tell us why you are cancelling.`,
  renewFreeUntil: (day: string) => `You can renew it at no charge until ${day}.`,
  otherReasonLabel: 'Tell us why you are cancelling',
  cancelled: (product: string) => `Your ${product} has been cancelled.`,
  renewed: (product: string, until: string) =>
    `Your ${product} has been renewed. You are covered until ${until}.`,
  renewFailed: 'We could not renew your policy. Please try again.',
  renewChecking: 'Checking what renewing costs…',
  renewReactivate: (until: string) => `It is paid up to ${until}, so renewing costs nothing now.`,
  renewSavedCard: (amount: string, card: string, months: string, from: string, until: string) =>
    `${amount} will be charged to ${card} now, for ${months} of cover from ${from} to ${until}.`,
  renewCardPayment: (amount: string, months: string, from: string, until: string) =>
    `Renewing costs ${amount}, for ${months} of cover from ${from} to ${until}. You pay by card on the next screen.`,
  savedCard: (brand: string | null, last4: string | null) =>
    last4 ? `your ${brand ? `${brand} ` : ''}card ending ${last4}` : 'your saved card',
  months: (n: number) => (n === 12 ? '1 year' : n === 1 ? '1 month' : `${n} months`),
  nextOfKinSaved: 'Your next of kin has been saved.',
  dismissNotice: 'Dismiss message',
  exploreTitle: (product: string) => product,
  notSoldOnline: 'This product is not sold online yet. Our team can tell you more.',
  /** The product's public page (issue 18), in a new tab as the spec's marketing pages open. */
  aboutProduct: (product: string) => `More about ${product}`,
  close: 'Close',
  loadFailed: 'We could not load your policies. Please refresh the page.',
  /**
   * Ours (issue 25): a sponsored policy the customer never bought ends with the sponsorship unless
   * they agree to continue at their own cost (docs/business-rules.md, 'Sponsors').
   */
  sponsorship: {
    title: 'After your free cover',
    ends: (end: string) =>
      `Your free cover ends on ${end}. If you do nothing, your cover ends then and nothing is charged.`,
    offer: (amount: string, unit: string, card: string) =>
      `To keep it, continue at ${amount} a ${unit}, paid by you: charged to ${card} from the day the free cover ends. You can cancel at any time.`,
    noCard: (end: string) =>
      `You have no saved card, so we will invite you to pay to continue it when it ends on ${end}. Nothing is charged before.`,
    continue: 'Continue at my cost',
    agreed: (end: string, amount: string, unit: string, card: string) =>
      `You agreed to keep this cover after ${end}: ${amount} a ${unit}, charged to ${card}.`,
    agreedNoCard: (end: string, amount: string, unit: string) =>
      `You agreed to keep this cover after ${end}, at ${amount} a ${unit}. Add a card in Settings so it can be charged.`,
    addCard: 'Add a card',
    failed: 'We could not record your choice. Please try again.',
  },
} as const;

/**
 * The health tile's member card and 'Talk to a doctor' (issue 28; ours, the spec quotes none of it;
 * docs/business-rules.md, 'Member card' and 'Telemedicine'). The urgent advice is the domain's
 * (telemedicineCopy), the same words the API answers.
 */
export const memberCardCopy = {
  memberNumber: 'Member number',
  viewCard: 'Show my member card',
  downloadCard: 'Download the card (PDF)',
} as const;

export const talkToDoctorCopy = {
  open: 'Talk to a doctor',
  title: 'Talk to a doctor',
  signsQuestion: 'Is any of these happening now?',
  signsHint: 'If none of these is happening, press Continue to tell a doctor what is wrong.',
  symptomsLabel: 'What is wrong?',
  urgencyLabel: 'How soon do you need a doctor?',
  callBackOn: (phone: string) => `A doctor will call you back on ${phone}.`,
  sent: (phone: string) =>
    `Your request is with our doctors. A doctor will call you back on ${phone} soon. We will also tell you by SMS.`,
  call112: 'Call 112',
  cancel: 'Cancel',
  continue: 'Continue',
  back: 'Back',
  send: 'Ask for a call back',
  close: 'Close',
  latest: (reference: string, state: string) => `${reference}: ${state}`,
} as const;
