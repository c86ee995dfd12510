import { healthCashInfoCopy } from '#flows/health-plans/health-plans-copy.js';

/**
 * The yearly HealthCash wizard's words. Quoted ones are health-plans.md's, word for word; the others
 * are ours, in the spec's style.
 */
export const healthCashCopy = {
  wizardTitle: 'HealthCash Insurance',
  productTitle: healthCashInfoCopy.productTitle,

  // 0: Intro.
  introTitle: (brand: string) => `This is ${brand} Health Cash`,
  introGreeting: (firstName: string) => `Hi ${firstName}! I'm your Alaafia assistant.`,
  introPlan:
    'HealthCash pays you cash when you are treated in hospital after an accident, and pays your next of kin if the worst happens.',
  introPrice: (price: string, coverage: string) =>
    `Cover of up to ${coverage} for ${price} a year.`,
  learnMore: 'Learn More',

  // 40: Summary.
  cover: 'Your cover',
  yearlyPrice: 'Yearly price',

  // 50: Coverage.
  coverageTitle: "What's covered",
  backToSummary: 'Back to summary',

  // The upsell dialog after Complete.
  upsellTitle: 'Protect your income too?',
  upsellText:
    'You already have health insurance with us. Income Protection pays you a monthly income for up to 6 months if you lose your job.',
  upsellYes: 'Yes, Buy Income Protection',
  upsellNo: 'No, thanks',

  // 70: the yearly code prompt (section 2, word for word).
  otpPrompt: 'enter the 4 digit code sent to your registered phone number',
} as const;
