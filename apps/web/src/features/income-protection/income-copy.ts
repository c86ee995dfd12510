import { formatNaira, MINIMUM_SALARY, SALARY_MEANING, type IdType } from '@alaafia/domain';

/**
 * The income flow's customer-facing words. Quoted ones are income-protection.md's, word for word
 * (misspellings included); the others are ours, in the spec's style.
 */
export const incomeCopy = {
  wizardTitle: 'Income protection',

  // 0: Introduction (the persona and the 2 minutes are the spec's; the sentences are ours).
  introGreeting: (firstName: string) => `Hi ${firstName}! I'm your Alaafia assistant.`,
  introLead:
    "If you lose your job, we pay you a monthly income for up to 6 months while you find your feet. Let's get you covered in 2 minutes.",
  introNotice: 'Please note: premiums are not refunded if you are later found ineligible.',
  learnMore: 'Learn More',
  letsProceed: "Let's Proceed",
  learnMoreTitle: 'What is income insurance?',
  learnMoreParagraphs: [
    'Income insurance pays you a monthly amount if you lose your job through no fault of your own, for example if you are dismissed or your company closes.',
    'The benefit is paid in parts across 6 months, and stops once you are in work again.',
    'You choose how much we pay you each month, up to three quarters of your salary. The first month is free once your verification is complete, and a referral code can give you a discount.',
  ],
  close: 'Close',

  // 5 and 20.
  loading: 'Getting things ready...',
  processing: "Just a minute... we're processing your information",
  tryAgain: 'Try again',

  // 10: Employment.
  employmentTitle: 'Where do you work?',
  companyName: 'Company name',
  companyHint: 'The company that pays your salary',
  salary: 'Monthly salary',
  salaryHint: SALARY_MEANING,
  continue: 'Continue',
  salaryRejection: "We're sorry you do not meet our salary requirements for income protection.",
  // Issue 38: the box says what the requirement is (packages/domain MINIMUM_SALARY).
  salaryMinimum: `Income protection needs a monthly salary of at least ${formatNaira(MINIMUM_SALARY)}.`,
  keepDetails: 'Can we keep your details?',
  yes: 'Yes!',
  noThanks: 'No, thanks',
  thankYou: "Thank you, we'll be in touch",
  thankYouText: 'We will let you know when we have a plan for you.',
  salaryReason: 'Monthly salary below the ₦30,000 minimum for income protection',

  // 15: Location.
  locationTitle: 'Where is your employer located?',
  localArea: 'Local government area',
  allAreas: 'All',
  companyAddress: 'Company address',
  companyAddressHint: 'The street address of your office, e.g. 12 Allen Avenue, Ikeja',
  notAvailable: 'Income Protection is not available in your state at this time.',
  firstToKnow: "You'll be the first to know when we're in town!",
  notAvailableTitle: 'Not available yet',
  goBack: 'Go Back',
  ok: 'Ok',

  // 30: Plan choice.
  planTitle: 'How much would you like us to pay you if you lose your job?',
  weWillPay: "This is what we'll pay you.",
  wePay: 'We pay',
  youPay: 'You pay',
  perMonth: '/ month',

  // 40: Plan summary, coverage.
  productName: 'Income Protection',
  availableIfJobLost: 'Available to you if you lose your job',
  subscribe: 'Subscribe Now',
  seeCovered: "See what's covered",
  notCoveredTab: "What's not covered",
  coveredTab: "What's covered",
  coverageTitle: 'Your cover',
  backToPlan: 'Back to your plan',
  moreInformation: 'Learn about insurance in Nigeria (NAICOM)',
  moreInformationUrl: 'https://www.naicom.gov.ng',
  summaryTitle: 'Your plan',

  // 50: Congratulations.
  nowCovered: 'You are now covered',
  combinedProtection: 'in combined protection',
  from: 'from',

  // 60-80: the income flow's own KYC words.
  kycTitle: "First, let's get your identity check done.",
  nameTitle: 'Fantastic! Please re-enter your name',

  // 92: Employment letter.
  letterTitle: 'Upload your employment letter',
  letterLabel: 'Employment letter',
  validate: 'Validate',

  // 94: Employment information.
  workPosition: 'Work position',
  workPositionPlaceholder: 'Select your position',
  monthsInEmployment: 'Months in your current employment',
  jobsInFiveYears: 'Jobs in the last 5 years',
  employmentType: 'Type of employment',
  contract: 'Contract',
  permanent: 'Permanent',
  disability: 'Do you have a disability?',
  no: 'No',
  yesOption: 'Yes',
} as const;

/** Screen 80's button in this flow: 'Verify NIN', 'Verify BVN', 'Update Name' or 'Verify'. */
export function incomeNameButtonLabel(idType: IdType): string {
  if (idType === 'nin') return 'Verify NIN';
  if (idType === 'bvn') return 'Verify BVN';
  if (idType === 'vin') return 'Update Name';
  return 'Verify';
}

/** The KYC chain's words in this flow (its ID title, the name screen's title and button). */
export const incomeKycCopy = {
  idTitle: incomeCopy.kycTitle,
  nameEditTitle: incomeCopy.nameTitle,
  nameEditButtonLabel: incomeNameButtonLabel,
};
