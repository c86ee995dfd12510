import {
  BRAND_NAME,
  CARD_VERIFICATION_CHARGE,
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_PAYMENT_HOURS,
  CLAIM_STATUTORY_DAYS,
  CLAIM_WAITING_PERIOD_DAYS,
  EI_MAX_MONTHLY_PAYMENTS,
  GRACE_DAYS,
  MINIMUM_SALARY,
  SALARY_MEANING,
  formatNaira,
} from '@alaafia/domain';
import { SITE_FACTS } from './public-pages';

/**
 * The public pages' words (issue 18; the spec is silent on them, so they are ours, in its plain
 * style). Every figure comes from the domain's rules or the product catalogue, never typed here.
 */
export const publicCopy = {
  brand: BRAND_NAME,
  skipToContent: 'Skip to content',
  signIn: 'Sign in',
  signUp: 'Create an account',
  /** The header's short label for sign-up (a phone's header has room for two short words). */
  signUpShort: 'Sign up',
  buyNow: 'Buy now',
  getQuote: 'Get a quote',
  talkToUs: 'Talk to us',
  seeProduct: (title: string) => `About ${title}`,
  home: 'Home',
  products: 'Our insurance',
  footerLine: 'Insurance for you and your family, bought online in minutes.',
  privacy: 'Privacy notice',
  terms: 'Policy terms',
  regulator: 'Learn about insurance in Nigeria (NAICOM)',
  regulatorUrl: 'https://www.naicom.gov.ng',
  /** SUPPORT_EMAIL, written in by the server: one address on every page and on /help. */
  contactEmail: SITE_FACTS.supportEmail,
  help: 'Help and support',
  whatsapp: 'Chat with us on WhatsApp',
  whatsappUrl: `https://wa.me/${SITE_FACTS.supportWhatsapp}`,
  callUs: (phone: string) => `Call ${phone}`,
  /** The insurer carrying the risk (UNDERWRITER_*), written in by the server. */
  underwriter: {
    heading: 'Who insures you',
    line: `Your cover is insured by ${SITE_FACTS.underwriterName}, licensed by the National Insurance Commission (NAICOM), licence ${SITE_FACTS.underwriterLicence}. ${BRAND_NAME} sells and services the policies.`,
    short: `Insured by ${SITE_FACTS.underwriterName} · NAICOM licence ${SITE_FACTS.underwriterLicence}`,
  },
  /** The band before the footer on every public page: a person to ask before paying. */
  askUs: {
    heading: 'Questions before you pay?',
    text: 'Talk to a person. We answer on WhatsApp, by phone and by e-mail.',
  },
  /** How a claim is paid, with the clock we keep (the domain's figures). */
  clock: {
    heading: 'How we pay claims',
    steps: [
      {
        title: 'You claim online',
        text: 'Sign in, press Make a claim and upload your documents. We send you a reference at once.',
      },
      {
        title: `We decide within ${CLAIM_DECISION_WORKING_DAYS} working days`,
        text: `Of a complete claim. You are told each step by SMS and e-mail. The law gives us ${CLAIM_STATUTORY_DAYS} days at the most.`,
      },
      {
        title: `You are paid within ${CLAIM_PAYMENT_HOURS} hours`,
        text: 'Of approval, into a bank account in your own name. A small, clean claim is approved and paid at once by rules two of our administrators set; two people at our end check every other payment.',
      },
    ],
  },

  front: {
    title: `${BRAND_NAME}: income protection and health insurance for Nigerians`,
    heading: 'Cover for your income and your health, bought online in minutes',
    intro:
      'If you lose your job, we pay you a monthly income while you find your feet. If you fall ill or have an accident, you are cared for. Buy on your phone in minutes, without an agent.',
    pricesHeading: 'Prices at a glance',
    productsHeading: 'What you can buy',
    whyHeading: `Why people choose ${BRAND_NAME}`,
    why: [
      {
        title: 'Clear prices',
        text: 'The price you see is the price you pay. No hidden charges, and you can cancel anytime.',
      },
      {
        title: 'Claims paid fast',
        text: `We decide within ${CLAIM_DECISION_WORKING_DAYS} working days of a complete claim and pay within ${CLAIM_PAYMENT_HOURS} hours of approval. You can follow every step.`,
      },
      {
        title: 'Your data kept safe',
        text: 'Identity numbers are encrypted and never shown in full. We follow the Nigeria Data Protection Act 2023.',
      },
    ],
    businessHeading: 'For businesses and lenders',
    businessText: 'Business Insurance and Credit Life are arranged with our team.',
    haveAccount: 'Already have a policy?',
  },

  product: {
    atAGlance: 'At a glance',
    covered: "What's covered",
    notCovered: "What's not covered",
    prices: 'Prices',
    whoCanBuy: 'Who can buy',
    whatYouNeed: 'What you need',
    claims: 'How claims work',
    claimsReady: 'What to have ready',
    buyHeading: 'Ready to buy?',
    buyText: 'Create your account, then choose your plan. It takes a few minutes.',
    perMonth: 'a month',
    perYear: 'a year',
    cover: 'Cover',
    coverUpTo: (amount: string) => `Cover of up to ${amount}`,
    from: 'From',
  },

  income: {
    priceLine: (from: string) => `From ${from} a month`,
    pricesIntro: `Choose how much we pay you each month if you lose your job. The monthly amount can be up to three quarters of your salary, and is paid for up to ${EI_MAX_MONTHLY_PAYMENTS} months.`,
    tableSummary: 'See every plan and its price',
    tableCaption: 'Income Protection plans and monthly prices',
    wePay: 'We pay you a month',
    total: 'In total, at most',
    premium: 'You pay a month',
    claims: [
      `Your cover starts once you have paid. A job lost in the first ${CLAIM_WAITING_PERIOD_DAYS} days of your cover is not covered.`,
      `Your premiums must be paid up on the day you lose your job. If a payment is late, your cover carries on for ${GRACE_DAYS} days while you pay.`,
      "If you are dismissed, or your employer's business closes, sign in and press 'Make a claim' on your Income Protection tile. Upload your letter and payslip and give us a bank account in your own name.",
      `We decide within ${CLAIM_DECISION_WORKING_DAYS} working days of a complete claim, and tell you each step by SMS and e-mail. The law gives us ${CLAIM_STATUTORY_DAYS} days at the most.`,
      `Once your claim is approved, your first month's payment reaches you within ${CLAIM_PAYMENT_HOURS} hours. Each month after, we ask whether you are still out of work, and pay for up to ${EI_MAX_MONTHLY_PAYMENTS} months in all.`,
    ],
  },

  quote: {
    heading: 'What would it cost me?',
    intro: 'Tell us your monthly salary and we show you the plans you can buy. No account needed.',
    salaryLabel: 'Your monthly salary in naira',
    salaryHint: `${SALARY_MEANING}. At least ${formatNaira(MINIMUM_SALARY)}.`,
    submit: 'Show my plans',
    resultHeading: (salary: string) => `Plans for a salary of ${salary} a month`,
    resultIntro:
      'Each plan pays you every month after you lose your job through dismissal or business closure, until you are in work again.',
    planPays: (monthly: string, months: number) =>
      `We pay you ${monthly} a month for up to ${months} months`,
    planTotal: (total: string) => `${total} in total`,
    planPrice: (price: string) => `${price} a month`,
    buyPlan: 'Buy this plan',
    tryAnother: 'Try another salary',
    pageTitle: 'Your Income Protection quote',
    errorTitle: 'Please check your salary',
  },

  health: {
    priceLine: (price: string, unit: string) => `${price} a ${unit.toLowerCase()}`,
    claims: [
      'You choose a hospital near you when you buy. That is where you go for care.',
      'Show your policy details and a valid ID at the hospital. There is no claim form to fill.',
    ],
    feeNote: `When you subscribe we check your card with a ${formatNaira(CARD_VERIFICATION_CHARGE)} charge, which is refunded.`,
  },

  healthCash: {
    claims: [
      'There is no waiting period: you are covered for accidents from the day you pay.',
      "After an accident, sign in and press 'Make a claim' on your HealthCash tile. Choose what you are claiming for and upload the hospital bill or receipt and the medical report.",
      `We decide within ${CLAIM_DECISION_WORKING_DAYS} working days of a complete claim and pay into a bank account in your own name within ${CLAIM_PAYMENT_HOURS} hours of approval.`,
      'If you die in an accident, your next of kin can claim the death benefit on our website without an account.',
    ],
    nextOfKinLink: 'Claim for someone who has died',
  },

  talkToUsPage: {
    notOnline:
      'This insurance is not sold online. Our team will talk you through it and prepare a quote.',
    contactHeading: 'Talk to us',
    contactText: (email: string) =>
      `Write to ${email} with your name, phone number and what you would like to insure.`,
    emailUs: 'E-mail our team',
  },
} as const;
