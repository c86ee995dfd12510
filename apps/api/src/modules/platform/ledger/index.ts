/**
 * The public surface of the ledger module (docs/architecture.md, 'The layers'; the books:
 * docs/business-rules.md, "The books"): code outside this folder imports only from here. Tests in
 * apps/api/test may import the module's files directly.
 */
export {
  credit,
  debit,
  entryIdByKey,
  postEntry,
  reverseEntry,
  reverseEntryByKey,
  UnbalancedEntryError,
  type NewEntry,
} from './ledger.js';
export {
  cashTakenFor,
  journalFor,
  journalImbalance,
  referenceBalance,
  trialBalance,
  type JournalEntry,
  type TrialBalance,
} from './ledger-reports.js';
export { premiumLines } from './premium-lines.js';
export { earnPremiums } from './earning.js';
