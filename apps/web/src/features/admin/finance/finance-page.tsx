import { useState } from 'react';
import { useMoneyQueue, type JournalOf } from './finance-api';
import { SponsorInvoices } from './invoices-section';
import { Journal, TrialBalance } from './ledger-sections';
import { MoneyQueue } from './money-queue';
import { Reconciliation } from './reconciliation';
import { Reports } from './reports';

/**
 * Finance's page (issue 27, item 7): the books as finance reads them. The trial balance on a day, the
 * journal of one payment or claim, the reconciliation of a day with Paystack, the sponsors' invoices
 * with their ageing (a transfer one finance member records and a second approves), and the month's
 * reports for the underwriter to download.
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
      <TrialBalance today={today} />
      <Journal key={asked?.n ?? 0} initial={asked?.of ?? null} />
      <Reconciliation today={today} />
      <SponsorInvoices today={today} />
      <Reports today={today} />
    </section>
  );
}
