import { describe, expect, it } from 'vitest';
import {
  isUssdScreen,
  ussdAnswers,
  ussdCaller,
  ussdCon,
  ussdDate,
  ussdEnd,
  ussdName,
  ussdNaira,
  ussdPinProblem,
  USSD_SCREEN_MAX,
  isPhoneOnlyEmail,
} from './ussd.js';
import { USSD_CLAIM_EVENTS } from './ussd-claims.js';
import { createTranslator, LANGUAGE_NAMES, LANGUAGES, type Language } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { CLAIM_STATUSES } from './claim-terms.js';
import { POLICY_STATUSES } from './statuses.js';
import { ussdTexts, type UssdTexts } from './ussd-copy.js';

/**
 * The screens in `language`, from the catalogue's `ussd` namespace and the products' names
 * (`frame.product.*`), as the API's translators hold them (English where not translated).
 */
const textsIn = (language: Language) =>
  ussdTexts(createTranslator(language, compileCatalogue(language, ['ussd', 'frame'])).t);

const longName = 'A'.repeat(40);

/**
 * Every screen of the catalogue with the longest values it can be given (names of 40 letters,
 * three policies with the longest dates, the longest words of the identity check the screen passes
 * on), as the API sends it: CON with the back hint under it, or END.
 */
function everyScreen(t: UssdTexts): string[] {
  const hint = `\n${t.backHint}`;
  const longest = (words: string[]) =>
    words.reduce((a, b) => ([...b].length > [...a].length ? b : a));
  const policyStatus = longest(POLICY_STATUSES.map(t.policyStatus));
  // A line with a next payment is a policy in force: active, or paused until it is paid.
  const dueStatus = longest((['active', 'paused'] as const).map(t.policyStatus));
  const claimStatus = longest(CLAIM_STATUSES.map(t.claimStatus));
  const con = (body: string, back = true) => ussdCon(`${body}${back ? hint : ''}`);
  // The products' names in the language, the longest where a screen names one.
  const products = ['EI', 'HI', 'HTCI'].map(t.product);
  const longestProduct = longest(products);
  const policy = {
    product: longestProduct,
    status: dueStatus,
    nextPayment: '30 September 2027',
  };
  return [
    con(t.menuCustomer(longName), false),
    con(t.menuNoPolicy(longName), false),
    con(t.menuUnknown, false),
    con(`${t.invalidChoice}\n${t.menuCustomer(longName)}`, false),
    con(t.pinEnter),
    con(`${t.pinWrong(4)}\n${t.pinEnter}`),
    ussdEnd(t.pinLocked(30)),
    ussdEnd(t.pinNotSet),
    con(t.coverList([...products.map((product) => ({ ...policy, product }))])),
    con(
      t.coverDetail({
        product: longestProduct,
        status: policyStatus,
        nextPayment: '30 September 2027',
        amount: 'N1,000,000',
        memberNumber: 'AM0123456789',
        limits: ['A&E N100,000', 'death N500,000'],
      }),
    ),
    ussdEnd(t.coverNone),
    con(t.languageChoose(LANGUAGES.map((l) => LANGUAGE_NAMES[l]))),
    ussdEnd(t.callBackDone('0803 *** **01')),
    ussdEnd(t.productsSent),
    ussdEnd(
      t.claimStatusList([
        { number: 'CLM-2027-000001', status: claimStatus },
        { number: 'CLM-2027-000002', status: claimStatus },
        { number: 'CLM-2027-000003', status: claimStatus },
        { number: 'CLM-2027-000004', status: claimStatus },
      ]),
    ),
    ussdEnd(t.claimStatusNone),
    ussdEnd(t.claimNone),
    con(t.claimProduct([t.product('EI'), t.product('HTCI')])),
    con(`${t.invalidChoice}\n${t.claimProduct([t.product('EI'), t.product('HTCI')])}`),
    con(t.claimWhat(USSD_CLAIM_EVENTS.HTCI.map(t.claimEvent))),
    con(t.claimWhat(USSD_CLAIM_EVENTS.EI.map(t.claimEvent))),
    con(`${t.invalidChoice}\n${t.claimWhat(USSD_CLAIM_EVENTS.HTCI.map(t.claimEvent))}`),
    con(t.claimWhen),
    con(`${t.claimDateBad}\n${t.claimWhen}`),
    con(`${t.claimDateFuture}\n${t.claimWhen}`),
    con(
      t.claimConfirm({
        product: longestProduct,
        event: longest([...USSD_CLAIM_EVENTS.HTCI, ...USSD_CLAIM_EVENTS.EI].map(t.claimEvent)),
        date: '30 September 2027',
      }),
    ),
    ussdEnd(t.claimReported('0803 *** **01')),
    ussdEnd(t.hospital({ hospital: 'H'.repeat(80), memberNumber: 'AM0123456789' })),
    ussdEnd(t.hospitalNone),
    con(t.signupFirstName),
    con(`${t.signupNameBad}\n${t.signupFirstName}`),
    con(t.signupLastName),
    con(t.signupDob),
    con(`${t.signupDobBad}\n${t.signupDob}`),
    con(t.signupIdType),
    con(`${t.signupIdNumberBad('BVN')}\n${t.signupIdNumber('BVN')}`),
    con(t.signupCode('0803 *** **01')),
    con(`${t.signupCodeBad}\n${t.signupCode('0803 *** **01')}`),
    con(t.signupPin),
    con(`${t.signupPinWeak}\n${t.signupPin}`),
    con(`${t.signupPinBad}\n${t.signupPin}`),
    con(t.signupPinAgain),
    con(`${t.signupPinMismatch}\n${t.signupPin}`),
    con(t.signupTerms('N1,000')),
    con(t.bankChoose('N1,000')),
    ussdEnd(t.bankDial({ code: '*737*000*12345#', amount: 'N1,000' })),
    ussdEnd(t.bankUnavailable),
    ussdEnd(t.alreadyCovered),
    ussdEnd(t.signupHasAccount),
    ussdEnd(t.sessionExpired),
    ussdEnd(t.notNigerian),
    ussdEnd(t.unavailable),
    ussdEnd(t.goodbye),
  ];
}

describe('the USSD screens', () => {
  for (const lang of LANGUAGES) {
    it(`When every screen is drawn in ${lang} with its longest values, then each starts CON or END and is at most 182 characters`, () => {
      for (const screen of everyScreen(textsIn(lang))) {
        expect(isUssdScreen(screen), screen).toBe(true);
      }
    });
  }

  it("When a Yoruba caller's cover list is drawn, then each product is named in Yoruba (frame.product.line.*), never in English", () => {
    const yo = textsIn('yo');
    const screen = yo.coverList(
      ['EI', 'HI', 'HTCI'].map((uid) => ({
        product: yo.product(uid),
        status: yo.policyStatus('active'),
        nextPayment: null,
      })),
    );
    expect(screen).toContain('Ààbò owó-oṣù');
    expect(screen).toContain('Ìbánigbófò ìlera');
    expect(screen).not.toContain('Income Protection');
    expect(screen).not.toContain('Health Insurance');
    // English is the spec's line word for word, and a code the catalogue lacks stays as it is.
    expect(textsIn('en').product('EI')).toBe('Income Protection');
    expect(yo.product('XX')).toBe('XX');
  });

  it('When a screen has 183 characters or no prefix, then it is not a screen', () => {
    expect(isUssdScreen(`CON ${'x'.repeat(USSD_SCREEN_MAX - 4)}`)).toBe(true);
    expect(isUssdScreen(`CON ${'x'.repeat(USSD_SCREEN_MAX - 3)}`)).toBe(false);
    expect(isUssdScreen('Hello')).toBe(false);
    expect(isUssdScreen('CONhello')).toBe(false);
  });
});

describe('what a keypad sends', () => {
  it('When the text is empty, then there is no answer; else the answers split on *', () => {
    expect(ussdAnswers('')).toEqual([]);
    expect(ussdAnswers('1')).toEqual(['1']);
    expect(ussdAnswers('1*0*00*Ngozi')).toEqual(['1', '0', '00', 'Ngozi']);
  });

  it('When the gateway sends +234..., then the caller is the stored 080... form; other countries are null', () => {
    expect(ussdCaller('+2348031234567')).toBe('08031234567');
    expect(ussdCaller('2348031234567')).toBe('08031234567');
    expect(ussdCaller('+254711000111')).toBeNull();
  });

  it('When a PIN is chosen, then 4 digits pass unless one digit repeats or they run', () => {
    expect(ussdPinProblem('2468')).toBeNull();
    expect(ussdPinProblem('1357')).toBeNull();
    expect(ussdPinProblem('1123')).toBeNull();
    expect(ussdPinProblem('1111')).toBe('weak');
    expect(ussdPinProblem('1234')).toBe('weak');
    expect(ussdPinProblem('9876')).toBe('weak');
    expect(ussdPinProblem('123')).toBe('format');
    expect(ussdPinProblem('12345')).toBe('format');
    expect(ussdPinProblem('12a4')).toBe('format');
  });

  it('When a date is typed DDMMYYYY, then a real day is answered as YYYY-MM-DD', () => {
    expect(ussdDate('15061990')).toBe('1990-06-15');
    expect(ussdDate('29022024')).toBe('2024-02-29');
    expect(ussdDate('29022023')).toBeNull();
    expect(ussdDate('31041990')).toBeNull();
    expect(ussdDate('1506199')).toBeNull();
    expect(ussdDate('1990-06-15')).toBeNull();
  });

  it('When an amount is typed, then whole naira without a leading zero pass', () => {
    expect(ussdNaira('5000')).toBe(5000);
    expect(ussdNaira('0')).toBeNull();
    expect(ussdNaira('0500')).toBeNull();
    expect(ussdNaira('50.5')).toBeNull();
    expect(ussdNaira('1234567890')).toBeNull();
  });

  it('When a name is typed, then letters pass capitalised and digits or one letter do not', () => {
    expect(ussdName('ngozi')).toBe('Ngozi');
    expect(ussdName("O'NEIL")).toBe("O'neil");
    expect(ussdName('N')).toBeNull();
    expect(ussdName('N90zi')).toBeNull();
    expect(ussdName('A'.repeat(41))).toBeNull();
  });

  it('When an e-mail is under the phone-only domain, then it is a placeholder', () => {
    expect(isPhoneOnlyEmail('abc@phone-only.invalid')).toBe(true);
    expect(isPhoneOnlyEmail('ada@example.ng')).toBe(false);
  });
});
