import type { GeocodeResult, Geocoder } from './types.js';

interface GazetteerState {
  id: number;
  name: string;
  shortCode: string;
  capital: string;
  locals: string[];
}

/** Approximate centres of a few states, for a plausible map pin; others fall back to Nigeria's centre. */
const STATE_CENTRES: Record<string, [number, number]> = {
  LA: [6.5244, 3.3792],
  FC: [9.0765, 7.3986],
  OY: [7.3775, 3.947],
  OG: [7.16, 3.35],
  RI: [4.8156, 7.0498],
  KN: [12.0022, 8.592],
  EN: [6.4584, 7.5464],
};
const NIGERIA_CENTRE: [number, number] = [9.082, 8.6753];

/** Well-known Lagos districts customers write instead of the LGA name, with their LGA. */
const LAGOS_DISTRICTS: Record<string, string> = {
  'victoria island': 'Eti-Osa',
  lekki: 'Eti-Osa',
  ikoyi: 'Eti-Osa',
  ajah: 'Eti-Osa',
  yaba: 'Lagos Mainland',
  ebute: 'Lagos Mainland',
  'ebute metta': 'Lagos Mainland',
  maryland: 'Kosofe',
  ketu: 'Kosofe',
  ogudu: 'Kosofe',
  gbagada: 'Kosofe',
  ojota: 'Kosofe',
  'allen avenue': 'Ikeja',
  opebi: 'Ikeja',
  ogba: 'Ikeja',
  oregun: 'Ikeja',
  alausa: 'Ikeja',
  festac: 'Amuwo-Odofin',
  ikotun: 'Alimosho',
  egbeda: 'Alimosho',
  idimu: 'Alimosho',
  ikeja: 'Ikeja',
  marina: 'Lagos Island',
  obalende: 'Lagos Island',
  sangotedo: 'Eti-Osa',
  isolo: 'Oshodi-Isolo',
  oshodi: 'Oshodi-Isolo',
  somolu: 'Shomolu',
  bariga: 'Shomolu',
  ilupeju: 'Mushin',
  ojodu: 'Ikeja',
  berger: 'Kosofe',
  magodo: 'Kosofe',
};

const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** A stable small offset from a string, so two addresses in one LGA do not share a pin exactly. */
function jitter(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return ((Math.abs(h) % 1000) / 1000 - 0.5) * 0.05;
}

/**
 * The default geocoder: offline, over the seeded states and local government areas. It places an
 * address by the state or LGA it names ('12 Allen Avenue, Ikeja' is Lagos, Ikeja) and answers
 * ZERO_RESULTS for what it cannot place. It knows no streets: it is for development and tests, and
 * Google's Geocoding API takes over by configuration.
 */
export class OfflineGazetteer implements Geocoder {
  constructor(private readonly states: GazetteerState[]) {}

  async geocode(address: string): Promise<GeocodeResult> {
    const text = norm(address);
    if (text.trim().length < 3) return { status: 'ZERO_RESULTS' };
    const has = (name: string) => text.includes(norm(name));

    let state: GazetteerState | undefined;
    let lga: string | null = null;
    // An LGA name is the most specific clue; longest names first so 'Lagos Island' beats 'Lagos'.
    const lgaCandidates = this.states
      .flatMap((s) => s.locals.map((l) => ({ state: s, lga: l })))
      .sort((a, b) => b.lga.length - a.lga.length);
    const lgaHits = lgaCandidates.filter((c) => has(c.lga));
    // Some names are LGAs in two states (Surulere: Lagos and Oyo); with no state named, Lagos wins.
    const longest = lgaHits[0]?.lga.length ?? 0;
    const lgaHit =
      lgaHits.find((c) => c.lga.length === longest && c.state.shortCode === 'LA') ?? lgaHits[0];
    const lagos = this.states.find((s) => s.shortCode === 'LA');
    const districtHit = Object.keys(LAGOS_DISTRICTS)
      .sort((a, b) => b.length - a.length)
      .find((d) => has(d));
    // An address names its state last: 'Borno Way, Ebute Metta, Lagos' is in Lagos, not Borno.
    const lastAt = (s: GazetteerState) =>
      Math.max(
        text.lastIndexOf(norm(s.name)),
        s.shortCode === 'FC'
          ? Math.max(text.lastIndexOf(' abuja '), text.lastIndexOf(' fct '))
          : -1,
      );
    const stateHit = [...this.states]
      .filter((s) => lastAt(s) >= 0)
      .sort((a, b) => lastAt(b) - lastAt(a) || b.name.length - a.name.length)[0];

    if (stateHit) {
      state = stateHit;
      lga =
        stateHit.locals.find((l) => has(l)) ??
        (stateHit === lagos && districtHit ? LAGOS_DISTRICTS[districtHit]! : null);
    } else if (lgaHit) {
      state = lgaHit.state;
      lga = lgaHit.lga;
    } else if (districtHit && lagos) {
      state = lagos;
      lga = LAGOS_DISTRICTS[districtHit]!;
    }
    if (!state) return { status: 'ZERO_RESULTS' };

    const [lat, lng] = STATE_CENTRES[state.shortCode] ?? NIGERIA_CENTRE;
    return {
      status: 'OK',
      lat: Number((lat + jitter(text)).toFixed(6)),
      lng: Number((lng + jitter(`${text}lng`)).toFixed(6)),
      stateShortName: state.shortCode,
      stateName: state.name,
      localGovernment: lga,
      formattedAddress: `${address.trim()}${lga && !has(lga) ? `, ${lga}` : ''}${has(state.name) ? '' : `, ${state.name}`}, Nigeria`,
    };
  }
}
