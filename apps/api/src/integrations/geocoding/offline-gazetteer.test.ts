import { describe, expect, it } from 'vitest';
import stateData from '../../db/seed/data/states.json' with { type: 'json' };
import { STATE_SHORT_CODES } from '../../db/seed/seed.js';
import { OfflineGazetteer } from './offline-gazetteer.js';

const gazetteer = new OfflineGazetteer(
  stateData.map((s) => ({ ...s, shortCode: STATE_SHORT_CODES[s.id]! })),
);

describe('OfflineGazetteer', () => {
  it('When an address names a Lagos LGA, then it is placed in Lagos (LA) with that LGA', async () => {
    const r = await gazetteer.geocode('12 Allen Avenue, Ikeja');
    expect(r).toMatchObject({
      status: 'OK',
      stateShortName: 'LA',
      stateName: 'Lagos',
      localGovernment: 'Ikeja',
    });
  });

  it('When an address names a Lagos district, then it is placed in its LGA', async () => {
    const r = await gazetteer.geocode('Plot 5, Adeola Odeku Street, Victoria Island');
    expect(r).toMatchObject({ status: 'OK', stateShortName: 'LA', localGovernment: 'Eti-Osa' });
  });

  it('When an address names another state, then its short code is not LA', async () => {
    const r = await gazetteer.geocode('3 Aminu Kano Crescent, Wuse 2, Abuja');
    expect(r).toMatchObject({ status: 'OK', stateShortName: 'FC' });
    const ibadan = await gazetteer.geocode('Ring Road, Ibadan North, Oyo State');
    expect(ibadan).toMatchObject({
      status: 'OK',
      stateShortName: 'OY',
      localGovernment: 'Ibadan North',
    });
  });

  it('When an LGA name exists in two states and no state is named, then Lagos is chosen', async () => {
    expect(await gazetteer.geocode('5 Adeniran Ogunsanya Street, Surulere')).toMatchObject({
      stateShortName: 'LA',
      localGovernment: 'Surulere',
    });
  });

  it('When a street is named after another state, then the state named last decides', async () => {
    expect(await gazetteer.geocode('Borno Way, Ebute Metta, Lagos, Nigeria')).toMatchObject({
      status: 'OK',
      stateShortName: 'LA',
    });
  });

  it('When an address names no place we know, then it is ZERO_RESULTS', async () => {
    expect(await gazetteer.geocode('asdfgh')).toEqual({ status: 'ZERO_RESULTS' });
    expect(await gazetteer.geocode('  ')).toEqual({ status: 'ZERO_RESULTS' });
  });

  it('When the same address is asked twice, then the pin is the same', async () => {
    expect(await gazetteer.geocode('10 Broad Street, Lagos Island')).toEqual(
      await gazetteer.geocode('10 Broad Street, Lagos Island'),
    );
  });
});
