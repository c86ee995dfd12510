import { describe, it, expect } from 'vitest';
import states from '../src/db/seed/data/states.json' with { type: 'json' };
import banks from '../src/db/seed/data/banks.json' with { type: 'json' };
import industries from '../src/db/seed/data/industries.json' with { type: 'json' };
import cancellationReasons from '../src/db/seed/data/cancellation-reasons.json' with { type: 'json' };
import workPositions from '../src/db/seed/data/work-positions.json' with { type: 'json' };
import relationships from '../src/db/seed/data/relationships.json' with { type: 'json' };
import idTypes from '../src/db/seed/data/id-types.json' with { type: 'json' };
import products from '../src/db/seed/data/products.json' with { type: 'json' };
import hospitalsFile from '../src/db/seed/data/hospitals.json' with { type: 'json' };
import { parseHospitalsCsv } from '../src/db/seed/parse-hospitals-csv.js';

const EXPECTED_STATES: [id: number, name: string, lgas: number][] = [
  [1, 'Abia', 17],
  [2, 'Adamawa', 21],
  [3, 'Akwa Ibom', 31],
  [4, 'Anambra', 21],
  [5, 'Bauchi', 20],
  [6, 'Bayelsa', 8],
  [7, 'Benue', 23],
  [8, 'Borno', 27],
  [9, 'Cross River', 18],
  [10, 'Delta', 25],
  [11, 'Ebonyi', 13],
  [12, 'Edo', 18],
  [13, 'Ekiti', 16],
  [14, 'Enugu', 17],
  [15, 'Federal Capital Territory', 6],
  [16, 'Gombe', 11],
  [17, 'Imo', 27],
  [18, 'Jigawa', 27],
  [19, 'Kaduna', 23],
  [20, 'Kano', 44],
  [21, 'Katsina', 34],
  [22, 'Kebbi', 21],
  [23, 'Kogi', 21],
  [24, 'Kwara', 16],
  [25, 'Lagos', 20],
  [26, 'Nasarawa', 13],
  [27, 'Niger', 25],
  [28, 'Ogun', 20],
  [29, 'Ondo', 18],
  [30, 'Osun', 30],
  [31, 'Oyo', 33],
  [32, 'Plateau', 17],
  [33, 'Rivers', 23],
  [34, 'Sokoto', 23],
  [35, 'Taraba', 16],
  [36, 'Yobe', 17],
  [37, 'Zamfara', 14],
];

const LAGOS_ID = 25;
const FCT_ID = 15;
const hospitals = hospitalsFile.hospitals;
const stateById = new Map(states.map((s) => [s.id, s]));
const lagos = stateById.get(LAGOS_ID);

const HEADER = 'code,name,address,city,state';

describe('States and local government areas', () => {
  it('When the states are seeded, then there are 37 with the alphabetical ids Abia 1 to Zamfara 37', () => {
    expect(states).toHaveLength(37);
    expect(states.map((s) => [s.id, s.name])).toEqual(
      EXPECTED_STATES.map(([id, name]) => [id, name]),
    );
  });

  it('When the LGAs of all states are counted, then there are 774', () => {
    expect(states.reduce((total, s) => total + s.locals.length, 0)).toBe(774);
  });

  it.each(EXPECTED_STATES)(
    'When state %i (%s) is seeded, then it has %i local government areas',
    (id, _name, count) => {
      expect(stateById.get(id)?.locals).toHaveLength(count);
    },
  );

  it('When a state lists its LGAs, then no name appears twice and none is blank', () => {
    for (const s of states) {
      expect(new Set(s.locals).size, s.name).toBe(s.locals.length);
      for (const local of s.locals) expect(local.trim(), s.name).not.toBe('');
    }
  });

  it('When each state is seeded, then it has a capital', () => {
    for (const s of states) expect(s.capital.trim(), s.name).not.toBe('');
  });

  it('When Lagos is looked up, then it is id 25, called Lagos, with capital Ikeja and 20 LGAs', () => {
    expect(lagos?.name).toBe('Lagos');
    expect(lagos?.capital).toBe('Ikeja');
    expect(lagos?.locals).toHaveLength(20);
    expect(lagos?.locals).toEqual(
      expect.arrayContaining([
        'Ikeja',
        'Eti-Osa',
        'Alimosho',
        'Surulere',
        'Kosofe',
        'Ibeju-Lekki',
        'Lagos Island',
      ]),
    );
  });

  it('When the FCT is looked up, then it is id 15 with 6 area councils and capital Abuja', () => {
    const fct = stateById.get(FCT_ID);
    expect(fct?.name).toBe('Federal Capital Territory');
    expect(fct?.capital).toBe('Abuja');
    expect(fct?.locals).toHaveLength(6);
  });
});

describe('Banks', () => {
  it('When the bank list is seeded, then it has at least 30 banks with ids 1..n in NGN', () => {
    expect(banks.length).toBeGreaterThanOrEqual(30);
    expect(banks.map((b) => b.id)).toEqual(banks.map((_b, i) => i + 1));
    for (const b of banks) expect(b.currency).toBe('NGN');
  });

  it('When bank codes and slugs are compared, then none is repeated', () => {
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    expect(new Set(banks.map((b) => b.slug)).size).toBe(banks.length);
    for (const b of banks) expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('When the main banks and fintechs are looked up, then they carry the codes used by the payment provider', () => {
    const codeOf = (name: string) => banks.find((b) => b.name === name)?.code;
    expect(codeOf('Access Bank')).toBe('044');
    expect(codeOf('Guaranty Trust Bank')).toBe('058');
    expect(codeOf('Zenith Bank')).toBe('057');
    expect(codeOf('First Bank of Nigeria')).toBe('011');
    expect(codeOf('United Bank For Africa')).toBe('033');
    expect(codeOf('OPay')).toBe('999992');
    expect(codeOf('PalmPay')).toBe('999991');
    expect(codeOf('Kuda Bank')).toBe('50211');
    expect(codeOf('Moniepoint MFB')).toBe('50515');
  });
});

describe('Small reference lists', () => {
  it('When industries are seeded, then there are about 25 with unique names', () => {
    expect(industries.length).toBeGreaterThanOrEqual(20);
    expect(new Set(industries.map((i) => i.name)).size).toBe(industries.length);
    expect(industries.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'Banking & Finance',
        'Oil & Gas',
        'Public Sector / Civil Service',
        'Technology',
      ]),
    );
  });

  it('When a customer cancels, then the reasons offered end with Other', () => {
    expect(cancellationReasons.length).toBeGreaterThanOrEqual(5);
    expect(cancellationReasons.at(-1)?.reason).toBe('Other');
  });

  it('When work positions are seeded, then they are MD 0 to Staff 5', () => {
    expect(workPositions).toEqual([
      { id: 0, name: 'MD' },
      { id: 1, name: 'CEO' },
      { id: 2, name: 'Manager' },
      { id: 3, name: 'Executive' },
      { id: 4, name: 'Senior Staff' },
      { id: 5, name: 'Staff' },
    ]);
  });

  it('When next-of-kin relationships are seeded, then they follow the spec order', () => {
    expect(relationships.map((r) => r.name)).toEqual([
      'Husband',
      'Father',
      'Mother',
      'Son',
      'Daughter',
      'Brother',
      'Sister',
      'Wife',
    ]);
    expect(relationships.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("When ID types are seeded, then BVN is 25, NIN and Voter's Card share 20, Driver's License is 22", () => {
    const optionOf = (key: string) => idTypes.find((t) => t.key === key)?.option_id;
    expect(optionOf('bvn')).toBe(25);
    expect(optionOf('nin')).toBe(20);
    expect(optionOf('vin')).toBe(20);
    expect(optionOf('dvl')).toBe(22);
    expect(optionOf('account_number')).toBeNull();
  });
});

describe('Products', () => {
  const byUid = new Map(products.map((p) => [p.uid, p]));

  it('When products are seeded, then the five product lines exist with their customer product names', () => {
    expect(products.map((p) => [p.uid, p.product_id, p.title])).toEqual([
      ['EI', 'Income Protection Insurance', 'Income Protection'],
      ['HI', 'Health Insurance', 'Health Insurance'],
      ['HTCI', 'HealthCash Insurance', 'HealthCash Insurance'],
      ['BI', 'Business Insurance', 'Business Insurance'],
      ['CL', 'Credit Life Insurance', 'Credit Life Insurance'],
    ]);
  });

  it('When Business and Credit Life are listed, then they are catalogue entries that cannot be bought', () => {
    expect(byUid.get('BI')?.purchasable).toBe(false);
    expect(byUid.get('CL')?.purchasable).toBe(false);
    expect(byUid.get('BI')?.pricing_plans).toEqual([]);
    expect(byUid.get('CL')?.pricing_plans).toEqual([]);
    expect(byUid.get('EI')?.purchasable).toBe(true);
    expect(byUid.get('HI')?.purchasable).toBe(true);
    expect(byUid.get('HTCI')?.purchasable).toBe(true);
  });

  it('When income protection is shown, then Dismissal and Business Closure are covered and four exclusions are listed', () => {
    const ei = byUid.get('EI');
    expect(ei?.pricing_plans).toEqual([]);
    expect(ei?.product_benefits.map((b) => b.title)).toEqual(['Dismissal', 'Business Closure']);
    expect(ei?.not_covered.map((b) => b.title)).toEqual([
      'Resignation',
      'Misconduct',
      'Paycuts',
      'Salary delays',
    ]);
  });

  it('When the monthly health plan is read, then SMEDAN costs 1,100 a month for 120,000 of cover', () => {
    const plans = byUid.get('HI')?.pricing_plans ?? [];
    expect(plans).toHaveLength(1);
    const plan = plans[0];
    expect(plan).toMatchObject({
      code: 'HI-SMEDAN-M',
      name: 'SMEDAN',
      price: 1100,
      coverage: 120000,
      unit: 'Month',
    });
    const limits = Object.fromEntries((plan?.benefits ?? []).map((b) => [b.title, b.limit]));
    expect(limits['Accidents & Emergencies']).toBe(50000);
    expect(limits['Ante-natal & delivery']).toBe(10000);
    expect(plan?.benefits).toHaveLength(7);
    const categories = new Set([
      'General Care',
      'Tests & Screening',
      'Accidents & Emergencies',
      'Immunizations',
      'Mother & Child Care',
    ]);
    for (const b of plan?.benefits ?? [])
      expect(categories.has(b.category.name), b.title).toBe(true);
  });

  it('When the yearly HealthCash plan is read, then it costs 1,000 a year for 1,100,000 of cover made of its three benefits', () => {
    const plans = byUid.get('HTCI')?.pricing_plans ?? [];
    expect(plans).toHaveLength(1);
    const plan = plans[0];
    expect(plan).toMatchObject({
      code: 'HTCI-Y',
      name: 'HealthCash',
      price: 1000,
      coverage: 1100000,
      unit: 'Year',
    });
    expect(plan?.benefits.map((b) => b.limit)).toEqual([500000, 100000, 500000]);
    expect((plan?.benefits ?? []).reduce((sum, b) => sum + (b.limit ?? 0), 0)).toBe(plan?.coverage);
  });
});

describe('Demonstration hospitals', () => {
  it('When the hospital file is read, then it is marked as demonstration data', () => {
    expect(hospitalsFile.demonstration).toBe(true);
    expect(hospitalsFile.note).toMatch(/illustrative/);
  });

  it('When hospitals are seeded, then every code is unique and no (name, city) pair repeats', () => {
    expect(new Set(hospitals.map((h) => h.code)).size).toBe(hospitals.length);
    expect(new Set(hospitals.map((h) => `${h.name.toLowerCase()}|${h.city}`)).size).toBe(
      hospitals.length,
    );
  });

  it("When a hospital names its city, then the city is an LGA of the hospital's state", () => {
    for (const h of hospitals) {
      const state = stateById.get(h.state_id);
      expect(state, h.code).toBeDefined();
      expect(state?.locals, `${h.code} ${h.city}`).toContain(h.city);
      expect(h.full_address).toBe(`${h.address}, ${h.city}, ${state?.name}`);
    }
  });

  it('When Lagos hospitals are counted, then there are at least 120', () => {
    expect(hospitals.filter((h) => h.state_id === LAGOS_ID).length).toBeGreaterThanOrEqual(120);
  });

  it('When a customer filters by any Lagos LGA, then at least 3 hospitals are offered', () => {
    for (const local of lagos?.locals ?? []) {
      const count = hospitals.filter((h) => h.state_id === LAGOS_ID && h.city === local).length;
      expect(count, local).toBeGreaterThanOrEqual(3);
    }
  });

  it('When hospitals outside Lagos are counted, then FCT, Oyo, Ogun, Rivers, Kano and Enugu all have some', () => {
    for (const id of [15, 31, 28, 33, 20, 14]) {
      expect(hospitals.filter((h) => h.state_id === id).length, String(id)).toBeGreaterThan(0);
    }
  });
});

describe('parseHospitalsCsv', () => {
  it('When every row is valid, then all rows are returned with state ids and full addresses', () => {
    const csv = [
      HEADER,
      'T-1,Sample Clinic,12 Allen Avenue,Ikeja,Lagos',
      'T-2,Another Clinic,4 Ring Road,ibadan south-west,oyo',
      '',
    ].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        code: 'T-1',
        name: 'Sample Clinic',
        address: '12 Allen Avenue',
        city: 'Ikeja',
        state_id: 25,
        full_address: '12 Allen Avenue, Ikeja, Lagos',
      },
      {
        code: 'T-2',
        name: 'Another Clinic',
        address: '4 Ring Road',
        city: 'Ibadan South-West',
        state_id: 31,
        full_address: '4 Ring Road, Ibadan South-West, Oyo',
      },
    ]);
  });

  it('When a quoted field holds commas and doubled quotes, then it is read as one value', () => {
    const csv = `${HEADER}\r\nT-3,"St. Mary's ""Mercy"" Clinic","Plot 5, Block B, Admiralty Way",Eti-Osa,Lagos\r\n`;
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(errors).toEqual([]);
    expect(rows[0]?.name).toBe('St. Mary\'s "Mercy" Clinic');
    expect(rows[0]?.address).toBe('Plot 5, Block B, Admiralty Way');
    expect(rows[0]?.full_address).toBe('Plot 5, Block B, Admiralty Way, Eti-Osa, Lagos');
  });

  it('When a quoted address runs over two lines, then it is joined with a space and later lines keep their numbers', () => {
    const csv = `${HEADER}\nT-16,Clinic,"5 Allen Avenue,\nOff Opebi Road",Ikeja,Lagos\nT-17,Clinic,1 Road,Nowhere,Lagos`;
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows[0]?.address).toBe('5 Allen Avenue, Off Opebi Road');
    expect(errors).toEqual([{ line: 4, message: expect.stringContaining('Nowhere') }]);
  });

  it('When blank lines appear between rows, then they are skipped and line numbers still count them', () => {
    const csv = [
      HEADER,
      '',
      'T-4,Clinic,1 Road,Ikeja,Lagos',
      '   ',
      'T-5,Clinic,2 Road,Nowhere,Lagos',
    ].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows.map((r) => r.code)).toEqual(['T-4']);
    expect(errors).toEqual([{ line: 5, message: expect.stringContaining('Nowhere') }]);
  });

  it('When a row names a state that does not exist, then it is reported with its line number', () => {
    const csv = [HEADER, 'T-6,Clinic,1 Road,Ikeja,Lagos', 'T-7,Clinic,1 Road,Ikeja,Atlantis'].join(
      '\n',
    );
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ line: 3, message: 'Unknown state "Atlantis".' }]);
  });

  it('When a row names an LGA that is not in its state, then it is reported with its line number', () => {
    const csv = [HEADER, 'T-8,Clinic,1 Road,Ikeja,Oyo'].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, message: '"Ikeja" is not a local government area of Oyo.' },
    ]);
  });

  it('When a row gives the state as FCT, then it is the Federal Capital Territory', () => {
    const csv = [
      HEADER,
      'T-9,Garki Clinic,7 Ahmadu Bello Way,bwari,FCT',
      'T-10,Kubwa Clinic,2 Road,Kuje,fct',
    ].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.state_id, r.city])).toEqual([
      [15, 'Bwari'],
      [15, 'Kuje'],
    ]);
    expect(rows[0]?.full_address).toBe('7 Ahmadu Bello Way, Bwari, Federal Capital Territory');
  });

  it('When the header lacks a column, then the file is rejected on line 1 and no rows are returned', () => {
    const csv = ['code,name,address,state', 'T-11,Clinic,1 Road,Lagos'].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.line).toBe(1);
    expect(errors[0]?.message).toContain('city');
  });

  it('When a row has too few fields or an empty value, then it is reported and the others are kept', () => {
    const csv = [
      HEADER,
      'T-12,Clinic,1 Road,Lagos',
      'T-13,,1 Road,Ikeja,Lagos',
      'T-14,Clinic,1 Road,Ikeja,Lagos',
    ].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows.map((r) => r.code)).toEqual(['T-14']);
    expect(errors.map((e) => e.line)).toEqual([2, 3]);
    expect(errors[1]?.message).toBe('Missing name.');
  });

  it('When two rows share a code, then the second is reported as a duplicate', () => {
    const csv = [
      HEADER,
      'T-15,Clinic A,1 Road,Ikeja,Lagos',
      't-15,Clinic B,2 Road,Apapa,Lagos',
    ].join('\n');
    const { rows, errors } = parseHospitalsCsv(csv, states);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ line: 3, message: expect.stringContaining('Duplicate code') }]);
  });

  it('When the seeded hospitals are exported to CSV and parsed back, then every one survives unchanged', () => {
    const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = hospitals.map((h) =>
      [h.code, h.name, h.address, h.city, stateById.get(h.state_id)?.name ?? '']
        .map(quote)
        .join(','),
    );
    const { rows, errors } = parseHospitalsCsv([HEADER, ...lines].join('\n'), states);
    expect(errors).toEqual([]);
    expect(rows).toEqual(hospitals);
  });
});
