/**
 * The yearly HealthCash wizard's words. Quoted ones are health-plans.md's, word for word; the others
 * are ours, in the spec's style.
 */
export const healthCashCopy = {
  wizardTitle: 'HealthCash Insurance',
  productTitle: 'HealthCash Insurance',

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

  // The HealthCash info modal (Learn More).
  infoTitle: 'HealthCash Insurance',
  infoPoints: [
    'Cash when you are treated in hospital after an accident or emergency in Nigeria.',
    'Up to ₦500,000 for your next of kin in case of death by accident.',
    'Up to ₦500,000 if an accident leaves you permanently disabled.',
    'Telemedicine with over 200 licensed doctors.',
  ],
  infoPrice: (price: string) => `From ${price} per year.`,
  close: 'Close',

  // The upsell dialog after Complete.
  upsellTitle: 'Protect your income too?',
  upsellText:
    'You already have health insurance with us. Income Protection pays you a monthly income for up to 6 months if you lose your job.',
  upsellYes: 'Yes, Buy Income Protection',
  upsellNo: 'No, thanks',

  // 70: the yearly code prompt (section 2, word for word).
  otpPrompt: 'enter the 4 digit code sent to your registered phone number',
} as const;
