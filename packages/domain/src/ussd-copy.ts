/*
 * Every USSD screen's words, one entry per screen, per language (issue 41; languages arrive with
 * issue 42: a language is one more entry of `ussdCatalogue`, typed by `UssdTexts`, and no code
 * changes). A screen is at most 182 characters with its `CON `/`END ` prefix in every language
 * (apps/api/test/ussd-screens.test.ts renders every screen of every path in every language).
 * Amounts come formatted ('N1,000': the naira sign is not on every handset's character set).
 */

export interface UssdPolicyLine {
  product: string;
  status: string;
  nextPayment: string | null;
}

export interface UssdTexts {
  /** The language's own name, on the Language screen. */
  languageName: string;
  // Menus
  menuCustomer: (firstName: string) => string;
  menuNoPolicy: (firstName: string) => string;
  menuUnknown: string;
  backHint: string;
  invalidChoice: string;
  // The PIN
  pinEnter: string;
  pinWrong: (triesLeft: number) => string;
  pinLocked: (minutes: number) => string;
  pinNotSet: string;
  // My cover
  coverList: (lines: UssdPolicyLine[]) => string;
  coverNone: string;
  coverDetail: (d: {
    product: string;
    status: string;
    nextPayment: string | null;
    amount: string;
    memberNumber: string | null;
    limits: string[];
  }) => string;
  // Pay
  payNothingDue: string;
  payChoose: (lines: { product: string; amount: string }[]) => string;
  // Claims
  claimNoHealthCash: string;
  claimDate: string;
  claimDateBad: string;
  claimAmount: string;
  claimAmountBad: string;
  claimNoAccount: string;
  claimConfirm: (d: { date: string; amount: string; account: string }) => string;
  claimFiled: (claimNumber: string) => string;
  claimRefused: (reason: string) => string;
  claimStatusList: (lines: { number: string; status: string }[]) => string;
  claimStatusNone: string;
  // My hospital
  hospital: (d: { hospital: string; memberNumber: string }) => string;
  hospitalNone: string;
  // Language
  languageChoose: (names: string[]) => string;
  languageSet: (name: string) => string;
  // Call me back, products
  callBackDone: (phone: string) => string;
  productsSent: string;
  // Sign-up
  signupFirstName: string;
  signupLastName: string;
  signupNameBad: string;
  signupDob: string;
  signupDobBad: string;
  signupIdType: string;
  signupIdNumber: (type: 'BVN' | 'NIN') => string;
  signupIdNumberBad: (type: 'BVN' | 'NIN') => string;
  signupCode: (phoneHint: string) => string;
  signupCodeBad: string;
  signupIdProblem: (message: string) => string;
  signupPin: string;
  signupPinBad: string;
  signupPinWeak: string;
  signupPinAgain: string;
  signupPinMismatch: string;
  signupTerms: (price: string) => string;
  signupHasAccount: string;
  // Paying by the bank's USSD
  bankChoose: (amount: string) => string;
  bankDial: (d: { code: string; amount: string }) => string;
  bankUnavailable: string;
  alreadyCovered: string;
  // Sessions
  sessionExpired: string;
  notNigerian: string;
  unavailable: string;
  goodbye: string;
}

const en: UssdTexts = {
  languageName: 'English',
  menuCustomer: (firstName) =>
    `Alaafia. Hello ${firstName}\n1 My cover\n2 Pay\n3 Claim status\n4 My hospital\n5 Language\n6 Call me back`,
  menuNoPolicy: (firstName) =>
    `Alaafia. Hello ${firstName}\n1 Buy HealthCash\n2 Our products by SMS\n3 Call me back\n4 Language`,
  menuUnknown:
    'Welcome to Alaafia insurance\n1 Buy HealthCash\n2 Our products by SMS\n3 Talk to us\n4 Language',
  backHint: '0 Back 00 Menu',
  invalidChoice: 'That is not one of the choices.',
  pinEnter: 'Enter your 4-digit Alaafia PIN',
  pinWrong: (triesLeft) =>
    `Wrong PIN. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before it locks.`,
  pinLocked: (minutes) =>
    `Your PIN is locked for ${minutes} minutes after 5 wrong tries. Reset it on alaafia.ng or call us.`,
  pinNotSet: 'Set your Alaafia PIN first on alaafia.ng (Settings), or call us.',
  coverList: (lines) =>
    `My cover\n${lines
      .map(
        (l, i) =>
          `${i + 1} ${l.product}: ${l.status}${l.nextPayment ? `, next ${l.nextPayment}` : ''}`,
      )
      .join('\n')}`,
  coverNone: 'You have no cover with us yet.',
  coverDetail: (d) =>
    [
      `${d.product}: ${d.status}`,
      d.nextPayment ? `Next payment ${d.nextPayment} ${d.amount}` : `Premium ${d.amount}`,
      d.memberNumber ? `Member no ${d.memberNumber}` : null,
      d.limits.length > 0 ? `Left: ${d.limits.join(', ')}` : null,
    ]
      .filter((l): l is string => l !== null)
      .join('\n'),
  payNothingDue: 'Nothing is due now. Thank you.',
  payChoose: (lines) =>
    `Pay\n${lines.map((l, i) => `${i + 1} ${l.product} ${l.amount}`).join('\n')}`,
  claimNoHealthCash: 'Claims by USSD are for HealthCash accident and emergency. Use alaafia.ng.',
  claimDate: 'Date of the emergency (DDMMYYYY)',
  claimDateBad: 'Enter the date as DDMMYYYY, e.g. 05032027',
  claimAmount: 'Amount of the hospital bill in naira (digits only)',
  claimAmountBad: 'Enter the amount in naira, digits only',
  claimNoAccount: 'Add your bank account for payouts on alaafia.ng first, then claim here.',
  claimConfirm: (d) => `Claim for ${d.date}, ${d.amount}\nPaid to ${d.account}\n1 Submit`,
  claimFiled: (claimNumber) =>
    `Claim ${claimNumber} received. Send the hospital bill by the SMS link or WhatsApp. It waits for it.`,
  claimRefused: (reason) => reason,
  claimStatusList: (lines) =>
    `Claim status\n${lines.map((l) => `${l.number}: ${l.status}`).join('\n')}`,
  claimStatusNone: 'You have no claims.',
  hospital: (d) => `My hospital\n${d.hospital}\nMember no ${d.memberNumber}`,
  hospitalNone: 'You have no health plan hospital.',
  languageChoose: (names) => `Language\n${names.map((n, i) => `${i + 1} ${n}`).join('\n')}`,
  languageSet: (name) => `Language: ${name}`,
  callBackDone: (phone) => `Thank you. We will call you on ${phone} during our support hours.`,
  productsSent: 'We sent our products and the web link to you by SMS. Thank you.',
  signupFirstName: 'HealthCash: N1,000 a year\nEnter your first name',
  signupLastName: 'Enter your last name',
  signupNameBad: 'Use letters only (2 to 40).',
  signupDob: 'Date of birth (DDMMYYYY)',
  signupDobBad: 'Enter your date of birth as DDMMYYYY, e.g. 05031990',
  signupIdType: 'Prove who you are\n1 BVN\n2 NIN',
  signupIdNumber: (type) => `Enter your 11-digit ${type}`,
  signupIdNumberBad: (type) => `A ${type} is 11 digits.`,
  signupCode: (phoneHint) => `Enter the 4-digit code sent by SMS to ${phoneHint}`,
  signupCodeBad: 'The code is 4 digits.',
  signupIdProblem: (message) => message,
  signupPin: 'Choose a 4-digit PIN for Alaafia',
  signupPinBad: 'The PIN is 4 digits.',
  signupPinWeak: 'Too easy to guess. Choose another PIN.',
  signupPinAgain: 'Enter the PIN again',
  signupPinMismatch: 'The PINs differ. Choose a 4-digit PIN',
  signupTerms: (price) => `We sent the HealthCash terms by SMS. ${price} a year.\n1 I agree`,
  signupHasAccount: 'This number already has an account. Dial again to use it.',
  bankChoose: (amount) =>
    `Pay ${amount} with your bank's USSD\n1 GTBank 737\n2 UBA 919\n3 Sterling 822\n4 Zenith 966`,
  bankDial: (d) =>
    `Dial ${d.code} to pay ${d.amount}. We sent it by SMS too. Your cover starts when paid.`,
  bankUnavailable: 'We could not start the payment. Please try again later.',
  alreadyCovered: 'You already have HealthCash. Thank you.',
  sessionExpired: 'Your session timed out. Dial again to start.',
  notNigerian: 'Alaafia USSD is for Nigerian numbers.',
  unavailable: 'Sorry, something went wrong. Please dial again.',
  goodbye: 'Thank you for using Alaafia.',
};

export const USSD_LANGUAGES = ['en'] as const;
export type UssdLanguage = (typeof USSD_LANGUAGES)[number];

/** Every language's screens (English now; issue 42 adds the others here). */
export const ussdCatalogue: Readonly<Record<UssdLanguage, UssdTexts>> = { en };

export const isUssdLanguage = (value: unknown): value is UssdLanguage =>
  typeof value === 'string' && (USSD_LANGUAGES as readonly string[]).includes(value);
