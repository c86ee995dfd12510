import { formatCalendarDate, formatLongDate } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { dateWordsOf } from './dates';

// src/test/setup.ts adds every language's dates, as the server's render does.
describe("a screen's dates in the page's language (lib/dates.ts)", () => {
  it("When the page is in English, then a day and a moment are written word for word as the domain's formatters write them", () => {
    const en = dateWordsOf('en');
    for (const day of ['2026-11-24', '2027-01-01', '2026-12-31T23:30:00.000Z', '2028-02-29']) {
      expect(en.day(day), day).toBe(formatCalendarDate(day));
    }
    for (const at of ['2026-11-22T09:30:00.000Z', '2026-12-31T23:30:00.000Z']) {
      expect(en.moment(at), at).toBe(formatLongDate(new Date(at)));
    }
  });

  it("When the page is in Yoruba or Hausa, then the day is written with the language's month and pattern, in Lagos time", () => {
    expect(dateWordsOf('yo').day('2026-11-24')).toBe('24 Oṣù Bélú 2026');
    expect(dateWordsOf('ha').day('2026-11-24')).toBe('24 Nuwamba, 2026');
    // 23:30 UTC on 31 December is 00:30 on 1 January in Lagos.
    expect(dateWordsOf('yo').moment('2026-12-31T23:30:00.000Z')).toBe('1 Oṣù Ṣẹ́rẹ́ 2027');
    // A calendar day is that day, whatever the time after it.
    expect(dateWordsOf('ha').day('2026-12-31T23:30:00.000Z')).toBe('31 Disamba, 2026');
  });

  it("When a tile's notice has a day the domain wrote in English, then it is written again in the page's language", () => {
    expect(dateWordsOf('yo').value('24 November 2026')).toBe('24 Oṣù Bélú 2026');
    expect(dateWordsOf('ha').value('December 2026')).toBe('Disamba 2026');
    expect(dateWordsOf('en').value('24 November 2026')).toBe('24 November 2026');
    expect(dateWordsOf('yo').value('₦1,800')).toBe('₦1,800');
  });

  it('When a value is not a day, then it is shown as it came', () => {
    expect(dateWordsOf('yo').day('soon')).toBe('soon');
    expect(dateWordsOf('yo').day('2026-13-45')).toBe('2026-13-45');
  });
});
