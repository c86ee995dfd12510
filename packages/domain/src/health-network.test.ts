import { describe, expect, it } from 'vitest';
import {
  appendHospitalPages,
  cityForRequest,
  groupBenefitsByCategory,
  hasMoreHospitals,
  hospitalsRequest,
  localAreaOptions,
  serviceCategoryIcon,
  stateNameForRequest,
  type BenefitLike,
} from './health-network.js';

describe('localAreaOptions', () => {
  it("When a state's areas come unsorted, then 'All' (id 0) is first and the rest are sorted by name", () => {
    const options = localAreaOptions([
      { id: 3, name: 'Surulere' },
      { id: 1, name: 'agege' },
      { id: 2, name: 'Ikeja' },
    ]);
    expect(options.map((o) => o.name)).toEqual(['All', 'agege', 'Ikeja', 'Surulere']);
    expect(options[0]).toEqual({ id: 0, name: 'All' });
  });

  it("When there are no areas, then only 'All' is offered", () => {
    expect(localAreaOptions(undefined)).toEqual([{ id: 0, name: 'All' }]);
  });
});

describe('hospital requests', () => {
  it("When 'All' is chosen, then the state's hospitals are asked for without a city", () => {
    expect(hospitalsRequest(25, { id: 0, name: 'All' }, 1)).toEqual({
      path: '/local/hospitals/states/25',
      query: { page: 1 },
    });
  });

  it('When an area is chosen, then its name is sent as the city in lower case with the page', () => {
    expect(hospitalsRequest(25, { id: 7, name: 'Eti-Osa' }, 2)).toEqual({
      path: '/local/hospitals/states/25',
      query: { city: 'eti-osa', page: 2 },
    });
    expect(cityForRequest(null)).toBeUndefined();
  });

  it("When the state is the Federal Capital Territory, then it is sent as 'FCT'", () => {
    expect(stateNameForRequest({ id: 15, name: 'Federal Capital Territory' })).toBe('FCT');
    expect(stateNameForRequest({ name: 'Federal Capital Territory' })).toBe('FCT');
    expect(stateNameForRequest({ id: 25, name: 'Lagos' })).toBe('Lagos');
  });

  it('When pages are appended, then the order is kept and a repeated hospital is listed once', () => {
    const list = appendHospitalPages([
      [{ id: 1 }, { id: 2 }],
      [{ id: 2 }, { id: 3 }],
    ]);
    expect(list.map((h) => h.id)).toEqual([1, 2, 3]);
  });

  it('When the last page is shown, then there is no more to see', () => {
    expect(hasMoreHospitals({ current_page: 1, last_page: 15 })).toBe(true);
    expect(hasMoreHospitals({ current_page: 15, last_page: 15 })).toBe(false);
    expect(hasMoreHospitals(undefined)).toBe(false);
  });
});

describe('service categories', () => {
  it('When a category has its own icon, then it gets it in any case; any other gets general care', () => {
    expect(serviceCategoryIcon('General Care')).toBe('general-care');
    expect(serviceCategoryIcon('Eye Care')).toBe('eye-care');
    expect(serviceCategoryIcon('Tests & Screening')).toBe('tests-screening');
    expect(serviceCategoryIcon('Immunizations')).toBe('immunizations');
    expect(serviceCategoryIcon('Accidents/Emergencies/Evacuation')).toBe('accidents-emergencies');
    expect(serviceCategoryIcon('Accidents & Emergencies')).toBe('accidents-emergencies');
    expect(serviceCategoryIcon('Mother & Child Care')).toBe('mother-child-care');
    expect(serviceCategoryIcon('Management of Chronic Conditions')).toBe('chronic-conditions');
    expect(serviceCategoryIcon('Dental')).toBe('general-care');
    expect(serviceCategoryIcon(undefined)).toBe('general-care');
  });

  it('When benefits are grouped, then each category keeps its benefits in the order they came', () => {
    const groups = groupBenefitsByCategory([
      { title: 'Accessible Care', description: 'a', category: { name: 'General Care' } },
      { title: 'Tests', description: 'b', category: { name: 'Tests & Screening' } },
      { title: 'Minor Surgery', description: 'c', category: { name: 'General Care' } },
      { title: 'Other', description: 'd', category: null },
    ]);
    expect(groups.map((g) => [g.name, g.icon, g.benefits.map((b) => b.title)])).toEqual([
      ['General Care', 'general-care', ['Accessible Care', 'Minor Surgery', 'Other']],
      ['Tests & Screening', 'tests-screening', ['Tests']],
    ]);
  });
});

describe('hospital requests, edge cases', () => {
  it("When the state list also carries 'All' or names differ only in case, then 'All' is offered once and the sort ignores case", () => {
    expect(
      localAreaOptions([
        { id: 3, name: 'ikeja' },
        { id: 0, name: 'All' },
        { id: 2, name: 'Eti-Osa' },
        { id: 1, name: 'Apapa' },
      ]).map((a) => a.name),
    ).toEqual(['All', 'Apapa', 'Eti-Osa', 'ikeja']);
    expect(localAreaOptions(null)).toEqual([{ id: 0, name: 'All' }]);
  });

  it("When a state's name is padded, then it is sent trimmed; the FCT by its name alone is still 'FCT'", () => {
    expect(stateNameForRequest({ id: 25, name: ' Lagos ' })).toBe('Lagos');
    expect(stateNameForRequest({ name: ' Federal Capital Territory ' })).toBe('FCT');
  });

  it("When an area is blank, named 'All' or missing, then no city is sent; a padded name is trimmed", () => {
    expect(cityForRequest(undefined)).toBeUndefined();
    expect(cityForRequest({ id: 7, name: '  ' })).toBeUndefined();
    expect(cityForRequest({ id: 7, name: ' ALL ' })).toBeUndefined();
    expect(cityForRequest({ id: 7, name: ' Ikeja ' })).toBe('ikeja');
    expect(hospitalsRequest(25, { id: 7, name: ' ' }, 2)).toEqual({
      path: '/local/hospitals/states/25',
      query: { page: 2 },
    });
  });
});

describe('service categories, edge cases', () => {
  it('When a benefit has no category, a blank one or a padded one, then it goes under its trimmed name or General Care', () => {
    const b = (category: BenefitLike['category']) => ({ title: 't', description: 'd', category });
    const groups = groupBenefitsByCategory([
      b(undefined),
      b(' '),
      b({ name: ' Dental ' }),
      b('Dental'),
      b(null),
    ]);
    expect(groups.map((g) => [g.name, g.icon, g.benefits.length])).toEqual([
      ['General Care', 'general-care', 3],
      ['Dental', serviceCategoryIcon('dental'), 2],
    ]);
    expect(groupBenefitsByCategory(null)).toEqual([]);
    expect(serviceCategoryIcon(null)).toBe('general-care');
  });
});
