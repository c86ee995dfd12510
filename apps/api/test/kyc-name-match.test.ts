import { describe, expect, it } from 'vitest';
import { displayName, foldName, namesMatch } from '../src/lib/name-match.js';

/** How we compare the customer's name with the name registered to an ID (docs/business-rules.md). */
const customer = (firstName: string, lastName: string) => ({ firstName, lastName });

describe('namesMatch', () => {
  it.each([
    [
      'the same name in capitals',
      customer('Adaeze', 'Okafor'),
      { firstName: 'ADAEZE', lastName: 'OKAFOR' },
    ],
    [
      'first and last in the other order',
      customer('Adaeze', 'Okafor'),
      { firstName: 'OKAFOR', lastName: 'ADAEZE' },
    ],
    [
      'accents folded',
      customer('Adebayo', 'Ogunlesi'),
      { firstName: 'Adébáyọ̀', lastName: 'OGUNLESI' },
    ],
    [
      'hyphens folded',
      customer('Oluwaseun', 'Bello'),
      { firstName: 'OLUWA-SEUN', lastName: 'BELLO' },
    ],
    ['apostrophes folded', customer('Mary', "D'Souza"), { firstName: 'MARY', lastName: 'DSOUZA' }],
    [
      'a middle name used as the first',
      customer('Chioma', 'Okafor'),
      { firstName: 'ADAEZE', middleName: 'CHIOMA', lastName: 'OKAFOR' },
    ],
    [
      'a first name in two words',
      customer('Mary Jane', 'Okafor'),
      { firstName: 'MARY', middleName: 'JANE', lastName: 'OKAFOR' },
    ],
    [
      'an account name printed whole',
      customer('Moshood', 'Saliu'),
      { firstName: null, lastName: null, fullName: 'SALIU MOSHOOD KOLAWOLE' },
    ],
  ])('When it is %s, then the names match', (_case, who, registered) => {
    expect(namesMatch(who, registered)).toBe(true);
  });

  it.each([
    ['another person', customer('Chinedu', 'Okeke'), { firstName: 'ADAEZE', lastName: 'OKAFOR' }],
    [
      'only the surname shared',
      customer('Chinedu', 'Okafor'),
      { firstName: 'ADAEZE', lastName: 'OKAFOR' },
    ],
    [
      'one name used twice',
      customer('Okafor', 'Okafor'),
      { firstName: 'ADAEZE', lastName: 'OKAFOR' },
    ],
    [
      'a name that only starts the same',
      customer('Ada', 'Okafor'),
      { firstName: 'ADAEZE', lastName: 'OKAFOR' },
    ],
    ['an empty name', customer('', 'Okafor'), { firstName: 'ADAEZE', lastName: 'OKAFOR' }],
    ['no registered name', customer('Adaeze', 'Okafor'), { firstName: null, lastName: null }],
  ])('When it is %s, then the names do not match', (_case, who, registered) => {
    expect(namesMatch(who, registered)).toBe(false);
  });
});

describe('foldName and displayName', () => {
  it('When a name is folded, then case, marks and punctuation go', () => {
    expect(foldName("  Ọlá-Olúwa D'Ayo ")).toBe('olaoluwadayo');
  });

  it('When a registry name is shown, then it is in title case', () => {
    expect(displayName('ADAEZE')).toBe('Adaeze');
    expect(displayName('OLUWA-SEUN')).toBe('Oluwa-Seun');
    expect(displayName('MARY JANE')).toBe('Mary Jane');
  });
});
