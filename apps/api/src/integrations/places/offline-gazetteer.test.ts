import { describe, expect, it } from 'vitest';
import stateData from '../../db/seed/data/states.json' with { type: 'json' };
import { STATE_SHORT_CODES } from '../../db/seed/seed.js';
import { OfflineGazetteer } from '../geocoding/offline-gazetteer.js';
import lagosPlaces from './lagos-places.json' with { type: 'json' };
import { OfflinePlacesGazetteer } from './offline-gazetteer.js';

const places = new OfflinePlacesGazetteer();
const suggest = (input: string, limit = 5) => places.autocomplete(input, { limit });
const geocoder = new OfflineGazetteer(
  stateData.map((s) => ({ ...s, shortCode: STATE_SHORT_CODES[s.id]! })),
);

describe('OfflinePlacesGazetteer', () => {
  it('When a street is typed, then it is suggested with its area, in Lagos, Nigeria', async () => {
    expect((await suggest('adeola odeku'))[0]).toEqual({
      placeId: 'lagos:adeola-odeku-street:victoria-island',
      description: 'Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
      mainText: 'Adeola Odeku Street',
      secondaryText: 'Victoria Island, Lagos, Nigeria',
    });
  });

  it('When the start of words is typed, abbreviations included, then the place is found', async () => {
    expect((await suggest('allen av'))[0]?.description).toBe('Allen Avenue, Ikeja, Lagos, Nigeria');
    expect((await suggest('admiralty wa'))[0]?.description).toBe(
      'Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
    );
    expect((await suggest('herbert macaulay'))[0]?.mainText).toBe('Herbert Macaulay Way');
    expect((await suggest('ojuelegba rd'))[0]?.mainText).toBe('Ojuelegba Road');
  });

  it('When a house number comes first, then the suggested street keeps it', async () => {
    expect((await suggest('12 allen avenue'))[0]).toMatchObject({
      mainText: '12 Allen Avenue',
      description: '12 Allen Avenue, Ikeja, Lagos, Nigeria',
    });
  });

  it('When a landmark or an area is typed, then it is found, and the area narrows the street', async () => {
    expect((await suggest('computer vil'))[0]?.description).toBe(
      'Computer Village, Ikeja, Lagos, Nigeria',
    );
    expect((await suggest('eko atlantic')).map((s) => s.mainText)).toContain('Eko Atlantic City');
    const apapa = await suggest('kofo abayomi apapa');
    expect(apapa[0]?.secondaryText).toBe('Apapa, Lagos, Nigeria');
  });

  it('When nothing matches or only the city is typed, then there are no suggestions', async () => {
    expect(await suggest('qwxz street')).toEqual([]);
    expect(await suggest('lagos nigeria')).toEqual([]);
  });

  it('When many places match, then at most the limit come back, names starting with the words first', async () => {
    const found = await suggest('ikeja', 5);
    expect(found).toHaveLength(5);
    expect(found[0]!.mainText.toLowerCase().startsWith('ikeja')).toBe(true);
  });

  it('When any suggestion is chosen, then the offline geocoder places it in Lagos (LA)', async () => {
    for (const p of lagosPlaces) {
      const [first] = await places.autocomplete(p.name, { limit: 1 });
      expect(first, p.name).toBeDefined();
      const place = await geocoder.geocode(first!.description);
      expect(place, first!.description).toMatchObject({ status: 'OK', stateShortName: 'LA' });
    }
  });

  it('When the data file is read, then it has a few hundred places, each LGA one of Lagos', () => {
    const lagos = stateData.find((s) => s.name === 'Lagos')!;
    expect(lagosPlaces.length).toBeGreaterThan(300);
    for (const p of lagosPlaces) expect(lagos.locals, p.name).toContain(p.lga);
  });
});
