import { createTranslator } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { describe, expect, it } from 'vitest';
import { CLAIM_NOTE_COPIES, claimNoteCopy, claimNoteText, toAPersonNote } from './claim-notes.js';

const english = createTranslator('en', compileCatalogue('en', ['claims'])).t;
const hausa = createTranslator('ha', compileCatalogue('ha', ['claims'])).t;

describe("a claim's system notes (issue 42: kept in English, said in the customer's language)", () => {
  it('When a note is kept for the record, then its placeholders are filled with the values, every time they appear', () => {
    expect(claimNoteText({ copy: 'approved', values: { amount: '₦12,000' } })).toBe(
      '₦12,000 approved.',
    );
    expect(
      claimNoteText({
        copy: 'approvedLess',
        values: { claimed: '₦48,000', approved: '₦40,000', reason: 'drugs not covered' },
      }),
    ).toBe('You claimed ₦48,000; ₦40,000 is approved. Why not all of it: drugs not covered');
    expect(claimNoteText({ copy: 'infoAdded', values: {} })).toBe('Information added.');
  });

  it("When the catalogue says a note, then its English is the record's English word for word", () => {
    expect(CLAIM_NOTE_COPIES).toEqual(Object.keys(claimNoteCopy));
    for (const copy of CLAIM_NOTE_COPIES) {
      if (copy === 'toAPerson') continue;
      // Each placeholder filled with a value of its own name, on both sides.
      const names = [...claimNoteCopy[copy].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      expect(english(`claims.note.${copy}`, values), copy).toBe(claimNoteText({ copy, values }));
    }
  });

  it('When the rules sent a claim to a person, then each failed rule is said by its reason, in order, with its days', () => {
    expect(
      toAPersonNote(english, { rules: 'identity_verified no_recent_claim policy_settled' }),
    ).toBe(
      'For a claims officer: Your identity is not verified yet. You made another claim in the last 30 days. The policy is less than 30 days old.',
    );
  });

  it('When the note names no rule (or only spaces between), then it says no reason', () => {
    expect(toAPersonNote(english, {})).toBe('For a claims officer: ');
    expect(toAPersonNote(english, { rules: '  sampled  ' })).toBe(
      'For a claims officer: Chosen at random for a check by a person.',
    );
  });

  it('When the customer reads Hausa, then the reasons are the Hausa catalogue’s, not English', () => {
    const note = toAPersonNote(hausa, { rules: 'identity_verified' });
    expect(note).not.toContain('Your identity is not verified yet.');
    expect(note).not.toBe('');
  });
});
