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
  /**
   * health-plans.md's pitch for this plan: over 95 hospitals in Lagos, from its yearly price, over
   * 200 licensed doctors. Its 'first month free' is left out: the year is paid up front and no month
   * is free (docs/business-rules.md, 'What a reference charges').
   */
  infoLead: (price: string | null) =>
    `Access to over 95 hospitals in Lagos${price ? ` from ${price} per year` : ''}, and telemedicine with over 200 licensed doctors.`,
  close: 'Close',
} as const;

/** The hospital list both the wizard's stage 20 and the 'Search hospitals near you' modal show. */
export const hospitalListCopy = {
  state: 'State',
  localArea: 'Local Govt Area',
  hospitals: 'Hospitals',
  loadingHospitals: 'Loading hospitals',
  noHospitals: 'There are no hospitals in our network here yet. Please choose another area.',
  hospitalsFailed: 'We could not load the hospitals. Please try again.',
  tryAgain: 'Try again',
  /** Ours: the customer's own hospital in the modal's list (it cannot be chosen again). */
  yourHospital: 'Your hospital',
} as const;

/**
 * Changing hospital (income-protection.md, 'Modals': the search modal and the 'Hospital' confirm
 * modal, quoted word for word). The reason step, the tile's lines and the pending notice are ours.
 */
export const hospitalChangeCopy = {
  searchTitle: 'Search hospitals near you',
  seeMore: 'See More',
  noHospitalsFound: 'No Hospitals Found',
  save: 'Save',
  confirmTitle: 'Hospital',
  confirmText: 'You already selected a hospital',
  changeHospital: 'Change hospital',
  continue: 'Continue',
  // Ours.
  /** The confirm modal's line under the spec's text. */
  currentHospital: (name: string, address: string) => `${name}, ${address}`,
  close: 'Close',
  reasonTitle: 'Why do you want to change your hospital?',
  reasonText: (wanted: string, current: string) =>
    `You asked to move to ${wanted}. Our care team will review your request and let you know. Until then, ${current} stays your hospital.`,
  reasonLabel: 'Your reason',
  reasonHint: 'For example: I moved house, or the hospital is too far from work.',
  back: 'Back',
  send: 'Send request',
  sendFailed: 'We could not send your request. Please try again.',
  /** The health tile. */
  tileHospital: 'Hospital',
  noHospital: 'No hospital chosen yet',
  chooseHospital: 'Choose hospital',
  pending: (name: string, date: string) =>
    `Change to ${name} requested on ${date}. Our care team is reviewing it.`,
  sent: 'Your request has been sent. We will let you know once it is decided.',
} as const;
