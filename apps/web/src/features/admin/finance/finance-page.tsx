import { useState } from 'react';
import { CloseSection, JournalsSection, StatementSection } from './books-sections';
import { useMoneyQueue, type JournalOf } from './finance-api';
import { SponsorInvoices } from './invoices-section';
import { Journal, TrialBalance } from './ledger-sections';
import { MoneyQueue } from './money-queue';
import { PaystackBalance } from './paystack-balance';
import { Reconciliation } from './reconciliation';
import { Reports } from './reports';

/**
 * Finance's page (issues 27 and 36): the books as finance reads them. The money queue, the statement
 * of account with the underwriter and its remittances, manual journals and the period close (each
 * proposed by one finance member and approved by another), the trial balance on a day (Alaafia's
 * accounts and the underwriter's apart), the journal of one payment or claim, the reconciliation of
 * a day with Paystack, our balance at Paystack and its top-ups (one finance member records, a second
 * approves), the sponsors' invoices with their ageing, and the month's reports for the underwriter
 * to download.
 */
export function FinancePage() {
  // Today is the server's (the sandbox clock when it is moved), never the browser's (issue 38): the
  // money queue's answer carries it; '' until it comes, as in the HTML the build draws.
  const today = useMoneyQueue().data?.as_of ?? '';
  // The money queue opens a row's journal here: the journal section shows it, from its own field.
  const [asked, setAsked] = useState<{ of: JournalOf; n: number } | null>(null);
  const openJournal = (of: JournalOf) => {
    setAsked((a) => ({ of, n: (a?.n ?? 0) + 1 }));
    document.getElementById('journal-title')?.scrollIntoView?.();
  };
  return (
    <section aria-labelledby="finance-title" className="admin-finance">
      <h1 className="admin__title" id="finance-title">
        Finance
      </h1>
      <MoneyQueue onJournal={openJournal} />
      {/* Keyed by the day: its month starts from the server's today, which arrives with the money queue. */}
      <StatementSection key={today} today={today} />
      <JournalsSection />
      <CloseSection />
      <TrialBalance today={today} />
      <Journal key={asked?.n ?? 0} initial={asked?.of ?? null} />
      <Reconciliation today={today} />
      <PaystackBalance today={today} />
      <SponsorInvoices today={today} />
      <Reports today={today} />
    </section>
  );
}
