import { describe, expect, it } from 'vitest';
import {
  isUssdScreen,
  NO_PASSWORD_HASH,
  ussdCallbackBodySchema,
  ussdDate,
  ussdName,
  ussdSessionEndBodySchema,
} from './ussd.js';

/**
 * What Africa's Talking sends (its USSD request and its end-of-session notification) and the edges
 * of what a keypad types (issue 43).
 */
describe('the gateway’s USSD request', () => {
  const request = { sessionId: 'ATUid_1', phoneNumber: '+2348031234567' };

  it('When only the session and the phone are sent, then the service, network and text are empty', () => {
    expect(ussdCallbackBodySchema.parse(request)).toEqual({
      ...request,
      serviceCode: '',
      networkCode: '',
      text: '',
    });
  });

  it('When fields come with spaces, then the ids are trimmed; the text is kept as typed', () => {
    expect(
      ussdCallbackBodySchema.parse({
        sessionId: ' ATUid_1 ',
        phoneNumber: ' +2348031234567 ',
        serviceCode: ' *384*1# ',
        networkCode: ' 62120 ',
        text: '1*Ngozi ',
      }),
    ).toEqual({
      ...request,
      serviceCode: '*384*1#',
      networkCode: '62120',
      text: '1*Ngozi ',
    });
  });

  it('When a field is blank or past its length, then the request is refused', () => {
    const at = (over: Record<string, unknown>) =>
      ussdCallbackBodySchema.safeParse({ ...request, ...over }).success;
    expect(
      at({
        sessionId: 's'.repeat(200),
        serviceCode: 'c'.repeat(40),
        phoneNumber: '1'.repeat(20),
        networkCode: 'n'.repeat(20),
        text: 't'.repeat(1000),
      }),
    ).toBe(true);
    for (const over of [
      { sessionId: '  ' },
      { sessionId: 's'.repeat(201) },
      { serviceCode: 'c'.repeat(41) },
      { phoneNumber: ' ' },
      { phoneNumber: '1'.repeat(21) },
      { networkCode: 'n'.repeat(21) },
      { text: 't'.repeat(1001) },
    ])
      expect(at(over), JSON.stringify(over).slice(0, 40)).toBe(false);
  });
});

describe('the gateway’s end-of-session notification', () => {
  const end = { sessionId: 'ATUid_1' };

  it('When only the session is sent, then the rest is empty or absent', () => {
    expect(ussdSessionEndBodySchema.parse(end)).toEqual({
      ...end,
      status: '',
      cost: '',
      errorMessage: '',
      networkCode: '',
      serviceCode: '',
    });
  });

  it('When every field is sent as a form sends it, then the numbers are read and the words trimmed', () => {
    expect(
      ussdSessionEndBodySchema.parse({
        sessionId: ' ATUid_1 ',
        status: ' Success ',
        cost: ' NGN 4.0000 ',
        errorMessage: ' none ',
        durationInMillis: '86400000',
        hopsCount: '10000',
        networkCode: ' 62130 ',
        serviceCode: ' *384*1# ',
      }),
    ).toEqual({
      sessionId: 'ATUid_1',
      status: 'Success',
      cost: 'NGN 4.0000',
      errorMessage: 'none',
      durationInMillis: 86_400_000,
      hopsCount: 10_000,
      networkCode: '62130',
      serviceCode: '*384*1#',
    });
    expect(
      ussdSessionEndBodySchema.parse({ ...end, durationInMillis: '0', hopsCount: '0' }),
    ).toMatchObject({ durationInMillis: 0, hopsCount: 0 });
  });

  it('When a field is blank, negative or past its bound, then the notification is refused', () => {
    const at = (over: Record<string, unknown>) =>
      ussdSessionEndBodySchema.safeParse({ ...end, ...over }).success;
    expect(
      at({
        sessionId: 's'.repeat(200),
        status: 'x'.repeat(40),
        cost: 'x'.repeat(40),
        errorMessage: 'x'.repeat(500),
        networkCode: 'x'.repeat(20),
        serviceCode: 'x'.repeat(40),
      }),
    ).toBe(true);
    for (const over of [
      { sessionId: ' ' },
      { sessionId: 's'.repeat(201) },
      { status: 'x'.repeat(41) },
      { cost: 'x'.repeat(41) },
      { errorMessage: 'x'.repeat(501) },
      { durationInMillis: '86400001' },
      { durationInMillis: '-1' },
      { hopsCount: '10001' },
      { hopsCount: '-1' },
      { networkCode: 'x'.repeat(21) },
      { serviceCode: 'x'.repeat(41) },
    ])
      expect(at(over), JSON.stringify(over).slice(0, 40)).toBe(false);
  });
});

describe('what a keypad types, at its edges', () => {
  it('When a date has digits before or after its eight, then it is no day', () => {
    expect(ussdDate('0115061990')).toBeNull();
    expect(ussdDate('150619901')).toBeNull();
  });

  it('When a name is typed with spaces around it, then the spaces are dropped', () => {
    expect(ussdName('  ngozi  ')).toBe('Ngozi');
  });

  it('When CON or END is not at the start, then it is not a screen', () => {
    expect(isUssdScreen('1. CON tinue')).toBe(false);
  });

  it('When an account has no password yet, then its hash is a mark no password hash can equal', () => {
    expect(NO_PASSWORD_HASH).not.toBe('');
    expect(NO_PASSWORD_HASH.startsWith('$')).toBe(false);
  });
});
