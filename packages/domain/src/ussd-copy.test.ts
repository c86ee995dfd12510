import { createTranslator } from '@alaafia/i18n';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { describe, expect, it } from 'vitest';
import { ussdTexts } from './ussd-copy.js';

/** The screens in `language`, from the catalogue's `ussd` namespace and the products' names. */
const textsIn = (language: 'en' | 'yo') =>
  ussdTexts(createTranslator(language, compileCatalogue(language, ['ussd', 'frame'])).t);

/**
 * Every USSD screen's words as a caller reads them (issue 41): each screen drawn with sample values,
 * both sides of every choice a screen makes (one try or several, a next payment or none, a member
 * number or none), kept in the snapshot beside this file. A change to a screen's words shows as a
 * diff for review; the 182-character limit is ussd.test.ts's.
 */
describe('the USSD screens (English)', () => {
  const en = textsIn('en');
  const line = { product: 'HealthCash', status: 'Active', nextPayment: '01/01/2027' };

  it('When every screen is drawn with sample values, then its words are the reviewed ones', () => {
    const screens = {
      menuCustomer: en.menuCustomer('Ada'),
      menuNoPolicy: en.menuNoPolicy('Ada'),
      menuUnknown: en.menuUnknown,
      backHint: en.backHint,
      invalidChoice: en.invalidChoice,
      pinEnter: en.pinEnter,
      pinWrongOne: en.pinWrong(1),
      pinWrongMany: en.pinWrong(3),
      pinLocked: en.pinLocked(30),
      pinNotSet: en.pinNotSet,
      coverList: en.coverList([line, { ...line, product: 'Health plan', nextPayment: null }]),
      policyStatus: en.policyStatus('active'),
      coverNone: en.coverNone,
      coverDetailFull: en.coverDetail({
        ...line,
        amount: 'N1,000',
        memberNumber: 'ALF-123',
        limits: ['accident N80,000', 'emergency N40,000'],
      }),
      coverDetailBare: en.coverDetail({
        ...line,
        nextPayment: null,
        amount: 'N1,000',
        memberNumber: null,
        limits: [],
      }),
      payNothingDue: en.payNothingDue,
      payChoose: en.payChoose([
        { product: 'HealthCash', amount: 'N1,000' },
        { product: 'Health plan', amount: 'N2,150' },
      ]),
      claimNone: en.claimNone,
      claimProduct: en.claimProduct(['HealthCash', 'Income Protection']),
      claimWhat: en.claimWhat(['accident_emergency', 'permanent_disability'].map(en.claimEvent)),
      claimEventJob: en.claimEvent('dismissal'),
      claimWhen: en.claimWhen,
      claimDateBad: en.claimDateBad,
      claimDateFuture: en.claimDateFuture,
      claimConfirm: en.claimConfirm({
        product: 'HealthCash',
        event: en.claimEvent('accident_emergency'),
        date: '5 March 2027',
      }),
      claimReported: en.claimReported('0803 *** **01'),
      claimStatusList: en.claimStatusList([
        { number: 'CLM-1', status: 'Paid' },
        { number: 'CLM-2', status: 'In review' },
      ]),
      claimStatus: en.claimStatus('in_review'),
      claimStatusNone: en.claimStatusNone,
      hospital: en.hospital({ hospital: 'Reddington Hospital', memberNumber: 'ALF-123' }),
      hospitalNone: en.hospitalNone,
      languageChoose: en.languageChoose(['English', 'Yorùbá']),
      languageSet: en.languageSet('English'),
      callBackDone: en.callBackDone('0803 000 0000'),
      productsSent: en.productsSent,
      product: en.product('EI'),
      signupFirstName: en.signupFirstName,
      signupLastName: en.signupLastName,
      signupNameBad: en.signupNameBad,
      signupDob: en.signupDob,
      signupDobBad: en.signupDobBad,
      signupIdType: en.signupIdType,
      signupIdNumberBvn: en.signupIdNumber('BVN'),
      signupIdNumberBadNin: en.signupIdNumberBad('NIN'),
      signupCode: en.signupCode('***0000'),
      signupCodeBad: en.signupCodeBad,
      signupIdProblem: en.signupIdProblem('The message'),
      signupPin: en.signupPin,
      signupPinBad: en.signupPinBad,
      signupPinWeak: en.signupPinWeak,
      signupPinAgain: en.signupPinAgain,
      signupPinMismatch: en.signupPinMismatch,
      signupTerms: en.signupTerms('N1,000'),
      signupHasAccount: en.signupHasAccount,
      bankChoose: en.bankChoose('N1,000'),
      bankDial: en.bankDial({ code: '*737*000*1234#', amount: 'N1,000' }),
      bankUnavailable: en.bankUnavailable,
      alreadyCovered: en.alreadyCovered,
      sessionExpired: en.sessionExpired,
      notNigerian: en.notNigerian,
      unavailable: en.unavailable,
      goodbye: en.goodbye,
    };
    expect(Object.keys(screens)).toHaveLength(Object.keys(en).length + 2);
    expect(screens).toMatchSnapshot();
  });

  it('When a language has not translated a screen yet, then the caller reads English there, never a key', () => {
    const yo = textsIn('yo');
    const written = CATALOGUES.yo.ussd;
    expect(yo.goodbye).toBe(written['ussd.goodbye'] ?? en.goodbye);
    expect(yo.menuCustomer('Ada')).toContain('Ada');
    for (const [key, screen] of Object.entries(yo))
      if (typeof screen === 'string') expect(screen.startsWith('ussd.'), key).toBe(false);
  });
});
