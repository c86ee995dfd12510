import { FCT_STATE_ID } from './constants.js';

/**
 * The hospital network as the monthly health wizard searches it (health-plans.md sections 4, 5 and
 * 7), and the service categories its benefits are grouped in (section 2, 'service-category accordion').
 */

export interface LocalArea {
  id: number;
  name: string;
}

/** 'All' (id 0): the whole state, no city filter. */
export const ALL_LOCAL_AREAS: LocalArea = { id: 0, name: 'All' };

/** The Local Govt Area dropdown: 'All' first, then the state's areas sorted by name. */
export function localAreaOptions(locals: readonly LocalArea[] | null | undefined): LocalArea[] {
  const sorted = [...(locals ?? [])]
    .filter((area) => area.id !== ALL_LOCAL_AREAS.id)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return [ALL_LOCAL_AREAS, ...sorted];
}

/** Section 5: 'Federal Capital Territory' is sent as 'FCT'; every other state by its own name. */
export function stateNameForRequest(state: { id?: number; name: string }): string {
  if (state.id === FCT_STATE_ID || state.name.trim() === 'Federal Capital Territory') return 'FCT';
  return state.name.trim();
}

/** The city sent for a Local Govt Area: its name in lower case; 'All' (or none) sends no city. */
export function cityForRequest(area: LocalArea | null | undefined): string | undefined {
  if (!area || area.id === ALL_LOCAL_AREAS.id) return undefined;
  const city = area.name.trim().toLowerCase();
  return city === '' || city === 'all' ? undefined : city;
}

/**
 * GET local/hospitals/states/{stateId}?page={n}, or ?city={cityName}&page={n} for one area. Pages
 * start at 1.
 */
export function hospitalsRequest(stateId: number, area: LocalArea | null | undefined, page = 1) {
  const city = cityForRequest(area);
  return {
    path: `/local/hospitals/states/${stateId}`,
    query: city === undefined ? { page } : { city, page },
  };
}

/** 'See more hospitals' appends the next page; a hospital already listed is not listed twice. */
export function appendHospitalPages<H extends { id: number }>(
  pages: readonly (readonly H[])[],
): H[] {
  const seen = new Set<number>();
  const list: H[] = [];
  for (const page of pages) {
    for (const hospital of page) {
      if (seen.has(hospital.id)) continue;
      seen.add(hospital.id);
      list.push(hospital);
    }
  }
  return list;
}

/** True while there is a next page to append. */
export function hasMoreHospitals(meta: { current_page: number; last_page: number } | undefined) {
  return meta !== undefined && meta.current_page < meta.last_page;
}

// ---------------------------------------------------------------------------------------------
// Service categories (the accordion's icons)
// ---------------------------------------------------------------------------------------------

/** The categories that have their own icon (section 2); any other category gets 'general-care'. */
export type ServiceCategoryIcon =
  | 'general-care'
  | 'eye-care'
  | 'tests-screening'
  | 'immunizations'
  | 'accidents-emergencies'
  | 'mother-child-care'
  | 'chronic-conditions';

const ICON_RULES: readonly { icon: ServiceCategoryIcon; test: RegExp }[] = [
  { icon: 'eye-care', test: /\beye/ },
  { icon: 'tests-screening', test: /\btest|screening/ },
  { icon: 'immunizations', test: /immuni[sz]/ },
  { icon: 'accidents-emergencies', test: /accident|emergenc|evacuation/ },
  { icon: 'mother-child-care', test: /mother|child|maternity|ante-?natal/ },
  { icon: 'chronic-conditions', test: /chronic/ },
  { icon: 'general-care', test: /general/ },
];

/** The icon for a category name, in any case ('Tests & Screening', 'Accidents/Emergencies/Evacuation'). */
export function serviceCategoryIcon(name: string | null | undefined): ServiceCategoryIcon {
  const key = (name ?? '').toLowerCase();
  return ICON_RULES.find((rule) => rule.test.test(key))?.icon ?? 'general-care';
}

export interface BenefitLike {
  title: string;
  description: string;
  category?: { name: string } | string | null | undefined;
}

export interface ServiceCategory<B extends BenefitLike> {
  name: string;
  icon: ServiceCategoryIcon;
  benefits: B[];
}

/** The product's benefits grouped by category name, in the order each category first appears. */
export function groupBenefitsByCategory<B extends BenefitLike>(
  benefits: readonly B[] | null | undefined,
): ServiceCategory<B>[] {
  const groups = new Map<string, ServiceCategory<B>>();
  for (const benefit of benefits ?? []) {
    const raw = typeof benefit.category === 'string' ? benefit.category : benefit.category?.name;
    const name = raw?.trim() || 'General Care';
    const group = groups.get(name) ?? { name, icon: serviceCategoryIcon(name), benefits: [] };
    group.benefits.push(benefit);
    groups.set(name, group);
  }
  return [...groups.values()];
}
