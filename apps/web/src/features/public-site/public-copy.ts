import {
  CARD_VERIFICATION_CHARGE,
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_PAYMENT_HOURS,
  CLAIM_STATUTORY_DAYS,
  CLAIM_WAITING_PERIOD_DAYS,
  EI_MAX_MONTHLY_PAYMENTS,
  GRACE_DAYS,
  MINIMUM_SALARY,
  BRAND_NAME,
  formatNaira,
} from '@alaafia/domain';
import type { Translate } from '@alaafia/i18n';
import { useT } from '#lib/i18n.js';
import { NAICOM_URL, SITE_FACTS } from './public-pages';

/**
 * The public pages' words (issue 18; the spec is silent on them, so they are ours, in its plain
 * style), in the page's language: the catalogue's `public` namespace (docs/architecture.md,
 * 'Languages'). Every figure comes from the domain's rules or the product catalogue, never typed in
 * a message: it is a placeholder here.
 */
export function publicCopyOf(t: Translate) {
  const days = CLAIM_DECISION_WORKING_DAYS;
  const hours = CLAIM_PAYMENT_HOURS;
  const statutoryDays = CLAIM_STATUTORY_DAYS;
  const underwriter = { name: SITE_FACTS.underwriterName, licence: SITE_FACTS.underwriterLicence };
  return {
    brand: BRAND_NAME,
    homeLabel: t('public.homeLabel'),
    accountNav: t('public.accountNav'),
    aboutNav: t('public.aboutNav'),
    skipToContent: t('public.skipToContent'),
    signIn: t('public.signIn'),
    signUp: t('public.signUp'),
    /** The header's short label for sign-up (a phone's header has room for two short words). */
    signUpShort: t('public.signUpShort'),
    buyNow: t('public.buyNow'),
    getQuote: t('public.getQuote'),
    talkToUs: t('public.talkToUs'),
    seeProduct: (title: string) => t('public.seeProduct', { title }),
    products: t('public.products'),
    productNames: {
      income: t('frame.product.line.EI'),
      health: t('frame.product.line.HI'),
      healthCash: t('frame.product.line.HTCI'),
      business: t('frame.product.line.BI'),
      creditLife: t('frame.product.line.CL'),
    },
    footerLine: t('public.footerLine'),
    privacy: t('public.privacy'),
    terms: t('public.terms'),
    regulator: t('public.regulator'),
    regulatorUrl: NAICOM_URL,
    /** SUPPORT_EMAIL, written in by the server: one address on every page and on /help. */
    contactEmail: SITE_FACTS.supportEmail,
    help: t('public.help'),
    whatsapp: t('public.whatsapp'),
    whatsappUrl: `https://wa.me/${SITE_FACTS.supportWhatsapp}`,
    callUs: (phone: string) => t('public.callUs', { phone }),
    /** The insurer carrying the risk (UNDERWRITER_*), written in by the server. */
    underwriter: {
      heading: t('public.underwriter.heading'),
      line: t('public.underwriter.line', underwriter),
      short: t('public.underwriter.short', underwriter),
    },
    /** The band before the footer on every public page: a person to ask before paying. */
    askUs: { heading: t('public.askUs.heading'), text: t('public.askUs.text') },
    /** How a claim is paid, with the clock we keep (the domain's figures). */
    clock: {
      heading: t('public.clock.heading'),
      steps: [
        { title: t('public.clock.claimTitle'), text: t('public.clock.claimText') },
        {
          title: t('public.clock.decideTitle', { days }),
          text: t('public.clock.decideText', { statutoryDays }),
        },
        { title: t('public.clock.payTitle', { hours }), text: t('public.clock.payText') },
      ],
    },

    front: {
      title: t('public.front.title'),
      description: (prices: { income: string; health: string; healthCash: string }) =>
        t('public.front.description', prices),
      heading: t('public.front.heading'),
      intro: t('public.front.intro'),
      pricesHeading: t('public.front.pricesHeading'),
      productsHeading: t('public.front.productsHeading'),
      whyHeading: t('public.front.whyHeading'),
      why: [
        { title: t('public.front.why.pricesTitle'), text: t('public.front.why.pricesText') },
        {
          title: t('public.front.why.claimsTitle'),
          text: t('public.front.why.claimsText', { days, hours }),
        },
        { title: t('public.front.why.dataTitle'), text: t('public.front.why.dataText') },
      ],
      businessHeading: t('public.front.businessHeading'),
      // The two products by their names' one catalogue entry each (frame.product.line.*).
      businessText: t('public.front.businessText', {
        business: t('frame.product.line.BI'),
        creditLife: t('frame.product.line.CL'),
      }),
      privacyDescription: t('public.front.privacyDescription'),
      termsDescription: t('public.front.termsDescription'),
    },

    product: {
      atAGlance: t('public.product.atAGlance'),
      covered: t('public.product.covered'),
      notCovered: t('public.product.notCovered'),
      prices: t('public.product.prices'),
      whoCanBuy: t('public.product.whoCanBuy'),
      whatYouNeed: t('public.product.whatYouNeed'),
      claims: t('public.product.claims'),
      claimsReady: t('public.product.claimsReady'),
      buyHeading: t('public.product.buyHeading'),
      buyText: t('public.product.buyText'),
      priceLine: (price: string, unit: 'year' | 'month') =>
        t('public.product.priceLine', { price, unit }),
      coverUpTo: (amount: string) => t('public.product.coverUpTo', { amount }),
    },

    income: {
      priceLine: (price: string) => t('public.income.priceLine', { price }),
      pricesIntro: t('public.income.pricesIntro', { months: EI_MAX_MONTHLY_PAYMENTS }),
      tableSummary: t('public.income.tableSummary'),
      tableCaption: t('public.income.tableCaption'),
      wePay: t('public.income.wePay'),
      total: t('public.income.total'),
      premium: t('public.income.premium'),
      claims: [
        t('public.income.claim1', { waitingDays: CLAIM_WAITING_PERIOD_DAYS }),
        t('public.income.claim2', { graceDays: GRACE_DAYS }),
        t('public.income.claim3'),
        t('public.income.claim4', { days, statutoryDays }),
        t('public.income.claim5', { hours, months: EI_MAX_MONTHLY_PAYMENTS }),
      ],
    },

    quote: {
      heading: t('public.quote.heading'),
      intro: t('public.quote.intro'),
      salaryLabel: t('public.quote.salaryLabel'),
      // What 'monthly salary' means is the wizard's hint, word for word (test/salary-meaning.test.ts).
      salaryHint: t('public.quote.salaryHint', {
        meaning: t('income.salaryHint'),
        minimum: formatNaira(MINIMUM_SALARY),
      }),
      submit: t('public.quote.submit'),
      resultHeading: (salary: string) => t('public.quote.resultHeading', { salary }),
      resultIntro: t('public.quote.resultIntro'),
      planPays: (monthly: string, months: number) =>
        t('public.quote.planPays', { monthly, months }),
      planTotal: (total: string) => t('public.quote.planTotal', { total }),
      planPrice: (price: string) => t('public.quote.planPrice', { price }),
      buyPlan: t('public.quote.buyPlan'),
      tryAnother: t('public.quote.tryAnother'),
      pageTitle: t('public.quote.pageTitle'),
      description: (salary: number) => t('public.quote.description', { salary }),
      errorTitle: t('public.quote.errorTitle'),
    },

    health: {
      claims: [t('public.health.claim1'), t('public.health.claim2')],
      feeNote: t('public.health.feeNote', { charge: formatNaira(CARD_VERIFICATION_CHARGE) }),
    },

    healthCash: {
      claims: [
        t('public.healthCash.claim1'),
        t('public.healthCash.claim2'),
        t('public.healthCash.claim3', { days, hours }),
        t('public.healthCash.claim4'),
      ],
      nextOfKinLink: t('public.healthCash.nextOfKinLink'),
    },

    talkToUsPage: {
      notOnline: t('public.talkToUs.notOnline'),
      contactHeading: t('public.talkToUs.contactHeading'),
      contactText: (email: string) => t('public.talkToUs.contactText', { email }),
      emailUs: t('public.talkToUs.emailUs'),
    },
  };
}

export type PublicCopy = ReturnType<typeof publicCopyOf>;

/** The public pages' words in the page's language (the server draws them in each language). */
export function usePublicCopy(): PublicCopy {
  return publicCopyOf(useT());
}
