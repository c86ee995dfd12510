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
  accountBalanceKobo,
  cashDrawnAtPaystack,
  cashTakenFor,
  journalFor,
  journalImbalance,
  paymentsTakenAtPaystack,
  referenceBalance,
  trialBalance,
  type JournalEntry,
  type TrialBalance,
} from './ledger-reports.js';
export {
  bookRates,
  earningCursor,
  takeBackPremiums,
  writePremium,
  writtenPremiums,
  type BookRates,
  type WritePremium,
  type WrittenPremium,
} from './premiums.js';
export { keepTheBooks } from './daily.js';
export { claimBooks, monthBounds, moveClaimReserve } from './reserves.js';
export { REMITTANCE_KIND, underwriterStatement, type UnderwriterStatement } from './statement.js';
export {
  closedPeriods,
  closePeriod,
  nextMonthToClose,
  type ClosePeriodProblem,
} from './periods.js';
export { monthPremiums, type MonthPremiumRow } from './month-premiums.js';
