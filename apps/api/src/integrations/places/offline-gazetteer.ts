import lagosPlaces from './lagos-places.json' with { type: 'json' };
import type { PlaceSuggestion, PlacesProvider } from './types.js';

/** One entry of lagos-places.json: a real Lagos street, area or landmark, with its area and LGA. */
interface GazetteerPlace {
  name: string;
  /** The district it is in ('Victoria Island', 'Ikeja'); for an area, the area itself. */
  area: string;
  /** Its local government area, as named in the seeded states (states.json). */
  lga: string;
  /** 'street', 'area' or 'landmark' (the order suggestions of equal match come in). */
  kind: string;
}

/** What customers shorten, read as the word it stands for. */
const ABBREVIATIONS: Record<string, string> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  cres: 'crescent',
  cl: 'close',
  blvd: 'boulevard',
  vi: 'victoria island',
};

const KIND_ORDER: Record<string, number> = { street: 0, landmark: 1, area: 2 };

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

const slug = (s: string) => words(s).join('-');

interface Indexed {
  place: GazetteerPlace;
  nameWords: string[];
  nameText: string;
  allWords: string[];
}

/**
 * The default places provider: offline, over a data file of real Lagos streets, areas and
 * landmarks (lagos-places.json). Every word typed must begin a word of the place, its area or its
 * LGA ('allen av ikeja' finds Allen Avenue, Ikeja); a house number typed first is kept in the
 * suggestion ('12 Allen Avenue, Ikeja, Lagos, Nigeria'). Suggestions end in 'Lagos, Nigeria', so the
 * offline geocoder places them in Lagos. Google Places takes over by configuration.
 */
export class OfflinePlacesGazetteer implements PlacesProvider {
  private readonly index: Indexed[];

  constructor(places: GazetteerPlace[] = lagosPlaces) {
    this.index = places.map((place) => {
      const nameWords = words(place.name);
      return {
        place,
        nameWords,
        nameText: nameWords.join(' '),
        allWords: [...nameWords, ...words(place.area), ...words(place.lga), 'lagos', 'nigeria'],
      };
    });
  }

  async autocomplete(input: string, { limit }: { limit: number }): Promise<PlaceSuggestion[]> {
    const typed = words(input);
    // A house number ('12', '12b', '3a') typed before the street is kept for the suggestion.
    const houseNumber = typed.length > 1 && /^\d+[a-z]?$/.test(typed[0]!) ? typed.shift()! : null;
    const terms = typed.filter((t) => t !== 'lagos' && t !== 'nigeria' && t !== 'state');
    if (terms.length === 0) return [];
    const matches = (term: string, pool: string[]) => {
      const long = ABBREVIATIONS[term];
      return pool.some(
        (w) => w.startsWith(term) || (long !== undefined && long.split(' ').includes(w)),
      );
    };
    const phrase = terms.join(' ');

    const found: { entry: Indexed; score: number }[] = [];
    for (const entry of this.index) {
      if (!terms.every((t) => matches(t, entry.allWords))) continue;
      // The name starting with what was typed first, then every word in the name, then the rest.
      const score = entry.nameText.startsWith(phrase)
        ? 0
        : terms.every((t) => matches(t, entry.nameWords))
          ? 1
          : matches(terms[0]!, entry.nameWords)
            ? 2
            : 3;
      found.push({ entry, score });
    }
    found.sort(
      (a, b) =>
        a.score - b.score ||
        (KIND_ORDER[a.entry.place.kind] ?? 3) - (KIND_ORDER[b.entry.place.kind] ?? 3) ||
        a.entry.place.name.length - b.entry.place.name.length ||
        a.entry.place.name.localeCompare(b.entry.place.name),
    );

    return found.slice(0, limit).map(({ entry: { place } }) => {
      const isArea = place.kind === 'area';
      const main =
        houseNumber && place.kind === 'street' ? `${houseNumber} ${place.name}` : place.name;
      const secondary = isArea ? 'Lagos, Nigeria' : `${place.area}, Lagos, Nigeria`;
      return {
        placeId: `lagos:${slug(place.name)}:${slug(place.area)}`,
        description: `${main}, ${secondary}`,
        mainText: main,
        secondaryText: secondary,
      };
    });
  }
}
