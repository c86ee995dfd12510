import { formatNaira } from '@alaafia/domain';

/**
 * Words both health wizards use. Quoted ones are health-plans.md's, word for word; the others are
 * ours, in the spec's style.
 */
export const healthPlansCopy = {
  letsProceed: "Let's Proceed",
  processing: "Just a sec...we're processing your data",
  processingProgress: 'Processing your data',
  summaryTitle: "Here's a summary of your plan",
  subscribe: 'Subscribe Now',
  seeCovered: "See what's covered",
  perMonth: '/ month',
  perYear: '/ year',
  tryAgain: 'Try again',
  loadFailed: 'We could not load your plan. Please check your connection and try again.',
  alreadyPaidTitle: 'You already paid for this product',
  cancel: 'Cancel',
  continue: 'Continue',
  /** Ours: what the already-paid modal's Continue does, said before it does it. */
  alreadyPaidActiveUntil: (product: string, date: string) =>
    `Your ${product} is active until ${date}.`,
  alreadyPaidActive: (product: string) => `Your ${product} is active.`,
  alreadyPaidContinue: 'Continue to finish setting up your cover.',
  alreadyPaidRenew: (price: string | null) =>
    `Continue to renew it for one more year now${price ? ` for ${price}` : ''}. The year is added to the end of your current cover.`,
  assistant: 'Alaafia assistant',
} as const;

/** The Health insurance info modal (the wizard's 'Learn More About ... Health' and the dashboard). */
export const healthInfoCopy = {
  productTitle: 'Health Insurance',
  infoTitle: 'Health Insurance',
  infoLead: (price: number | undefined) =>
    `Access to over 95 hospitals in Lagos${price === undefined ? '' : ` from ${formatNaira(price)} per month`}, first month free, and telemedicine with over 200 licensed doctors.`,
  infoStepsTitle: 'How it works',
  infoSteps: [
    { title: 'Subscribe', text: 'Choose a hospital near you and subscribe in a few minutes.' },
    {
      title: 'Access Healthcare',
      text: 'Show your policy at your hospital and get care when you need it.',
    },
    {
      title: 'Telemedicine',
      text: 'Talk to one of over 200 licensed doctors from your phone.',
    },
  ],
  infoBenefitsTitle: 'Benefits',
  viewService: 'View Service',
  close: 'Close',
} as const;

/** The HealthCash info modal (the wizard's Learn More and the dashboard). */
export const healthCashInfoCopy = {
  productTitle: 'HealthCash Insurance',
  infoTitle: 'HealthCash Insurance',
  infoPoints: [
    'Cash when you are treated in hospital after an accident or emergency in Nigeria.',
    'Up to ₦500,000 for your next of kin in case of death by accident.',
    'Up to ₦500,000 if an accident leaves you permanently disabled.',
    'Telemedicine with over 200 licensed doctors.',
  ],
  infoPrice: (price: string) => `From ${price} per year.`,
  close: 'Close',
} as const;
