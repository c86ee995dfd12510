import { formatNaira } from '@alaafia/domain';
import { healthInfoCopy } from '#flows/health-plans/health-plans-copy.js';

/**
 * The monthly health wizard's words. Quoted ones are health-plans.md's, word for word; the others
 * are ours, in the spec's style.
 */
export const healthCopy = {
  wizardTitle: 'Health Insurance',
  productTitle: healthInfoCopy.productTitle,

  // 0: Intro.
  introTitle: 'Affordable healthcare at a hospital near you',
  introGreeting: (firstName: string) => `Hi ${firstName}! I'm your Alaafia assistant.`,
  introPlan: (price: number, coverage: number) =>
    `Choose a hospital close to you and get cover of up to ${formatNaira(coverage)}, from ${formatNaira(price)} per month.`,
  introPlanUnknown: 'Choose a hospital close to you and get covered in a few minutes.',
  introFree: 'Your first month is free, and you can cancel anytime.',
  learnMore: (brand: string) => `Learn More About ${brand} Health`,

  // 20: Hospital selection.
  hospitalTitle: (firstName: string) => `Hi ${firstName}, here are some hospitals close to you`,
  hospitalLead: 'Choose the hospital you would like to use. You can change it later.',
  // The state, area and list words are hospitalListCopy's (flows/health-plans).
  seeMore: 'See more hospitals',
  continue: 'Continue',
  alreadySelectedTitle: 'Already selected a hospital',
  alreadySelectedText: (name: string, address: string) =>
    `You already chose ${name}, ${address}. You can keep it or choose another hospital.`,
  keepHospital: 'Keep this hospital',
  chooseAnother: 'Choose another',

  // 30: Plan choice.
  planTitle: 'Choose a health plan that works for you',
  planOption: (name: string, price: number, coverage: number) =>
    `${name}: ${formatNaira(price)} / month, total limits of ${formatNaira(coverage)}`,

  // 40: Plan summary.
  coverage: 'Your cover',
  totalLimits: (coverage: number) => `Total limits of ${formatNaira(coverage)}`,
  yourHospital: 'Your hospital',
  // Issue 30: the customer here has signed up already; the free month is the card path's
  // (docs/business-rules.md, 'Premiums': a transfer buys cover from the day it is confirmed).
  freeMonth: 'Pay by card to enjoy one month free subscription',
  // Issue 30: one free month per customer per product, ever (docs/business-rules.md 'Free month and
  // payment deduplication'): once it was given, the first month is charged when they subscribe.
  freeMonthUsed:
    'You have already had your free month of Health Insurance, so your first month is charged when you subscribe.',

  // 50: Coverage.
  whatsCovered: "What's covered",
  proceed: 'Proceed',
  learnAboutPlan: 'Learn more about Health Insurance',

  // The first-month-free notice.
  noteTitle: (firstName: string) => `One more thing to note, ${firstName}!`,
  notePoints: (verification: number, price: number) => [
    'Your first month is free.',
    `A refundable ${formatNaira(verification)} card verification fee is charged when you subscribe.`,
    `Your premium of ${formatNaira(price)} is charged every month after the free month.`,
    'You can cancel anytime.',
  ],
  // Issue 30: the same notice for a customer whose free month was already given (`free_months_used`
  // on GET /auth/me): a card reference then charges the first month now and no ₦50 verification
  // (docs/business-rules.md, 'Free month and payment deduplication', 'Priced from the grant').
  notePointsFreeMonthUsed: (price: number) => [
    'You have already had your free month of Health Insurance.',
    `Your premium of ${formatNaira(price)} is charged when you subscribe, then every month.`,
    'You can cancel anytime.',
  ],
  understand: 'I Understand',
} as const;
