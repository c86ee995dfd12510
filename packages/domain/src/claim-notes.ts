import type { MessageKey, Translate } from '@alaafia/i18n';
import {
  CLAIM_AUTOMATION_POLICY_AGE_DAYS,
  CLAIM_AUTOMATION_QUIET_DAYS,
} from './claim-automation.js';

/**
 * The notes the system writes on a claim's timeline (issue 42; docs/architecture.md, 'Languages'):
 * the English here is what the record keeps (`claim_events.note`, what the back office reads), and
 * each is a key of the catalogue, `claims.note.<copy>`, which the customer's claim page says in their
 * language from the event's `note_copy` and `note_values`. An officer's own words (a reason typed for
 * a request or a decision) stay as typed, inside `approvedLess` too.
 */
export const claimNoteCopy = {
  infoAdded: 'Information added.',
  approved: '{amount} approved.',
  approvedMonthly: '{amount} a month for up to {months} months.',
  approvedLess: 'You claimed {claimed}; {approved} is approved. Why not all of it: {reason}',
  approvedByRulesSent:
    '{amount} approved by our rules: every check held. Sent to your account now.',
  approvedByRulesWaits:
    '{amount} approved by our rules: every check held. The payment waits for our finance team today.',
  paymentSent: 'Payment {sequence} of {amount} sent to the bank.',
  paidInAll: '{amount} paid in all.',
  filedByNextOfKin: 'Filed by the next of kin, {name}.',
  backInWork: 'You told us you have a job again, so the payments stop. Congratulations.',
  noAnswer: 'No answer within {days} days that you are still out of work, so the payments stopped.',
  /** The rules sent the claim to a person: `reasons` their English, `rules` the rules' names. */
  toAPerson: 'For a claims officer: {reasons}',
} as const;

export type ClaimNoteCopy = keyof typeof claimNoteCopy;
export const CLAIM_NOTE_COPIES = Object.keys(claimNoteCopy) as [ClaimNoteCopy, ...ClaimNoteCopy[]];

/** A system note: which words, and what fills them (amounts already written, names as given). */
export interface ClaimNote {
  copy: ClaimNoteCopy;
  values: Readonly<Record<string, string>>;
}

/**
 * The note of a claim the rules sent to a person, in the language of `t`: each failed rule's reason
 * (`claims.rule.<name>`, the rule's own English word for word: screen-copy-catalogue.test.ts;
 * `sampled` for a claim drawn for a check), from the names the note keeps in `rules`.
 */
export function toAPersonNote(t: Translate, values: Readonly<Record<string, string>>): string {
  const reasons = (values.rules ?? '')
    .split(' ')
    .filter((name) => name !== '')
    .map((name) =>
      t(`claims.rule.${name}` as MessageKey, {
        days:
          name === 'no_recent_claim'
            ? CLAIM_AUTOMATION_QUIET_DAYS
            : CLAIM_AUTOMATION_POLICY_AGE_DAYS,
      }),
    );
  return t('claims.note.toAPerson', { reasons: reasons.join(' ') });
}

/** A note's English, its placeholders filled in: what `claim_events.note` keeps. */
export function claimNoteText(note: ClaimNote): string {
  return Object.entries(note.values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    claimNoteCopy[note.copy] as string,
  );
}
