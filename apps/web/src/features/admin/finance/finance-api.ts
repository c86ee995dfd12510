import type {
  JournalBody,
  JournalEntryAnswer,
  ManualJournalAnswer,
  MoneyQueueAnswer,
  PaystackBalanceAnswer,
  PaystackTopUpAnswer,
  RemittanceAnswer,
  UnderwriterStatementAnswer,
  ReconciliationAnswer,
  RefundRequestAnswer,
  SponsorAgeingAnswer,
  SponsorInvoiceAnswer,
  TrialBalanceAnswer,
} from '@alaafia/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { own } from '../shared/staff-only';

/** What the journal is asked for: one payment reference or one claim id. */
export type JournalOf = { reference: string } | { claim_id: number };

/** GET /admin/finance/trial-balance?as_of=: every account's balance at the end of that day (Lagos). */
export function useTrialBalance(asOf: string) {
  return useQuery({
    queryKey: queryKeys.admin.trialBalance(asOf),
    queryFn: () =>
      api.get<TrialBalanceAnswer>('/admin/finance/trial-balance', {
        ...own,
        query: { as_of: asOf },
      }),
    enabled: asOf !== '',
  });
}

/** GET /admin/finance/journal?reference= or ?claim_id=: the entries of one payment or claim. */
export function useJournal(of: JournalOf | null) {
  const key = of === null ? '' : 'reference' in of ? `ref:${of.reference}` : `claim:${of.claim_id}`;
  return useQuery({
    queryKey: queryKeys.admin.journal(key),
    queryFn: () =>
      api.get<JournalEntryAnswer[]>('/admin/finance/journal', { ...own, query: { ...of } }),
    enabled: of !== null,
  });
}

/** GET /admin/finance/reconciliation?date=: Paystack's settlements of that day against the ledger. */
export function useReconciliation(date: string) {
  return useQuery({
    queryKey: queryKeys.admin.reconciliation(date),
    queryFn: () =>
      api.get<ReconciliationAnswer>('/admin/finance/reconciliation', { ...own, query: { date } }),
    enabled: date !== '',
  });
}

/** GET /admin/sponsor-invoices?status=: every sponsor's invoices, oldest first. */
export function useAllSponsorInvoices(status: 'unpaid' | 'paid') {
  return useQuery({
    queryKey: queryKeys.admin.allSponsorInvoices(status),
    queryFn: () =>
      api.get<SponsorInvoiceAnswer[]>('/admin/sponsor-invoices', { ...own, query: { status } }),
  });
}

/** GET /admin/sponsor-invoices/ageing: unpaid invoices by days since the invoice date. */
export function useSponsorAgeing() {
  return useQuery({
    queryKey: queryKeys.admin.sponsorAgeing(),
    queryFn: () => api.get<SponsorAgeingAnswer>('/admin/sponsor-invoices/ageing', own),
  });
}

/** After a transfer is recorded or approved: the invoices, the ageing and the sponsors' pages. */
function useInvalidateInvoices() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.finance() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.sponsors() }),
    ]);
}

/** POST /admin/sponsor-invoices/{id}/transfer: a bank transfer seen to arrive (naira). */
export function useRecordSponsorTransfer() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({
      invoiceId,
      ...body
    }: {
      invoiceId: number;
      amount: number;
      bank_reference: string;
      received_on: string;
    }) =>
      api.post<SponsorInvoiceAnswer>(`/admin/sponsor-invoices/${invoiceId}/transfer`, body, own),
    onSuccess: invalidate,
  });
}

/** POST /admin/sponsor-invoices/{id}/approve: a second finance member approves the transfer. */
export function useApproveSponsorTransfer() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api.post<SponsorInvoiceAnswer>(
        `/admin/sponsor-invoices/${invoiceId}/approve`,
        undefined,
        own,
      ),
    onSuccess: invalidate,
  });
}

/**
 * The month's reports for the underwriter (issue 27, item 5), as downloads: plain links (the browser
 * sends the staff cookie), one per report and format.
 */
export const bordereauUrl = (
  report: 'premium' | 'claims' | 'summary',
  month: string,
  format: 'csv' | 'xlsx',
) => `/api/admin/finance/bordereaux/${report}?month=${month}&format=${format}`;

/** GET /admin/finance/money-queue: what waits for finance, oldest first (issue 27, item 7). */
export function useMoneyQueue() {
  return useQuery({
    queryKey: queryKeys.admin.moneyQueue(),
    queryFn: () => api.get<MoneyQueueAnswer>('/admin/finance/money-queue', own),
  });
}

/** After any action of the money queue: the finance page (the queue among it), payouts, customers. */
export function useInvalidateMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.admin.finance() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.allPayouts() }),
      client.invalidateQueries({ queryKey: queryKeys.admin.sponsors() }),
    ]);
}

/** POST /admin/finance/money-queue/{id}/resolve: finance has dealt with a finance item. */
export function useResolveMoneyItem() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<{ id: string; resolved: true }>(
        `/admin/finance/money-queue/${id}/resolve`,
        { note },
        own,
      ),
    onSuccess: invalidate,
  });
}

/** POST /admin/sponsor-invoices/{id}/payment-link: the Paystack link, e-mailed to the sponsor. */
export function useSponsorPaymentLink() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api.post<SponsorInvoiceAnswer>(
        `/admin/sponsor-invoices/${invoiceId}/payment-link`,
        undefined,
        own,
      ),
    onSuccess: invalidate,
  });
}

/** POST /admin/sponsor-invoices/{id}/check-payment: ask Paystack whether the link was paid. */
export function useCheckSponsorPayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api.post<SponsorInvoiceAnswer>(
        `/admin/sponsor-invoices/${invoiceId}/check-payment`,
        undefined,
        own,
      ),
    onSuccess: invalidate,
  });
}

/** POST /admin/refunds/{id}/decision: the second finance member approves or rejects it. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      decision: 'approve' | 'reject';
      reason?: string;
    }) => api.post<RefundRequestAnswer>(`/admin/refunds/${id}/decision`, body, own),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.finance() }),
  });
}

/**
 * GET /admin/finance/paystack-balance: our balance at Paystack (the books' and Paystack's), what a
 * top-up must add, and the latest top-ups (issue 36 item 8).
 */
export function usePaystackBalance() {
  return useQuery({
    queryKey: queryKeys.admin.paystackBalance(),
    queryFn: () => api.get<PaystackBalanceAnswer>('/admin/finance/paystack-balance', own),
  });
}

/** POST /admin/finance/paystack-top-ups: a top-up made on Paystack's dashboard, recorded. */
export function useRecordPaystackTopUp() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: { amount_kobo: number; bank_reference: string; made_on: string }) =>
      api.post<PaystackTopUpAnswer>('/admin/finance/paystack-top-ups', body, own),
    onSuccess: invalidate,
  });
}

/** GET /admin/finance/underwriter-statement?month=: the month's statement with the underwriter (issue 36). */
export function useStatement(month: string) {
  return useQuery({
    queryKey: queryKeys.admin.statement(month),
    queryFn: () =>
      api.get<UnderwriterStatementAnswer>('/admin/finance/underwriter-statement', {
        ...own,
        query: { month },
      }),
    enabled: month !== '',
  });
}

/** GET /admin/finance/remittances: remittances to the underwriter, newest first. */
export function useRemittances() {
  return useQuery({
    queryKey: queryKeys.admin.remittances(),
    queryFn: () => api.get<RemittanceAnswer[]>('/admin/finance/remittances', own),
  });
}

/** POST /admin/finance/remittances: a finance member proposes remitting a month's balance. */
export function useProposeRemittance() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (month: string) =>
      api.post<RemittanceAnswer>('/admin/finance/remittances', { month }, own),
    onSuccess: invalidate,
  });
}

/** POST /admin/finance/paystack-top-ups/{id}/approve: a second finance member posts the top-up. */
export function useApprovePaystackTopUp() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (topUpId: number) =>
      api.post<PaystackTopUpAnswer>(
        `/admin/finance/paystack-top-ups/${topUpId}/approve`,
        undefined,
        own,
      ),
    onSuccess: invalidate,
  });
}

/** POST /admin/finance/remittances/{id}/approve: a second finance member approves it. */
export function useApproveRemittance() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<RemittanceAnswer>(`/admin/finance/remittances/${id}/approve`, undefined, own),
    onSuccess: invalidate,
  });
}

/** GET /admin/finance/journals: manual journals, newest first. */
export function useJournals() {
  return useQuery({
    queryKey: queryKeys.admin.journals(),
    queryFn: () => api.get<ManualJournalAnswer[]>('/admin/finance/journals', own),
  });
}

/** POST /admin/finance/journals: a finance member proposes a manual journal. */
export function useProposeJournal() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: JournalBody) =>
      api.post<ManualJournalAnswer>('/admin/finance/journals', body, own),
    onSuccess: invalidate,
  });
}

/** POST /admin/finance/journals/{id}/approve or /withdraw. */
export function useDecideJournal() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'withdraw' }) =>
      api.post<ManualJournalAnswer>(`/admin/finance/journals/${id}/${decision}`, undefined, own),
    onSuccess: invalidate,
  });
}

/** GET /admin/finance/periods: the months closed and the next to close. */
export function usePeriods() {
  return useQuery({
    queryKey: queryKeys.admin.periods(),
    queryFn: () =>
      api.get<{
        closed: { month: string; closed_at: string; closed_by: number }[];
        next_to_close: string | null;
      }>('/admin/finance/periods', own),
  });
}

/** POST /admin/finance/periods/{month}/close. */
export function useClosePeriod() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (month: string) =>
      api.post<{ month: string }>(`/admin/finance/periods/${month}/close`, undefined, own),
    onSuccess: invalidate,
  });
}
