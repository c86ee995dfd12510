import {
  formatNaira,
  koboToNaira,
  LANGUAGE_NAMES_IN_ENGLISH,
  type StaffRole,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { errorMessageOf } from '#lib/form-errors.js';
import {
  useCustomerProfile,
  useCustomerSearch,
  useRevealNumber,
  type CustomerProfileForStaff,
} from './customers-api';
import { useStaffMe } from '../shared/staff-session';
import { StartRefundForm } from './customer-refund';
import { UssdPinReset } from './customer-ussd-pin';
import { formatLagosTime as when } from '#lib/format-time.js';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Any staff role: find a customer, see their policies, payments, messages and KYC state. */
export function CustomersPage() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const search = useCustomerSearch(query);
  const form = useForm<{ q: string }>({ defaultValues: { q: '' } });
  const onSubmit = form.handleSubmit(({ q }) => {
    setSelected(null);
    setQuery(q.trim());
  });
  return (
    <section aria-labelledby="customers-title">
      <h1 className="admin__title" id="customers-title">
        Customers
      </h1>
      <form className="admin-filters" onSubmit={onSubmit} role="search">
        <TextField
          label="Name, e-mail, phone number or policy number"
          minLength={3}
          fieldClassName="admin-filters__wide"
          {...form.register('q')}
        />
        <FormActions submit="Find" variant="secondary" />
      </form>
      <QueryState query={search} loading={null}>
        {(matches) =>
          matches.length === 0 ? (
            <p>No customer matches.</p>
          ) : (
            <ul className="admin-results">
              {matches.map((c) => (
                <li key={c.id}>
                  <Button
                    variant="link"
                    onClick={() => setSelected(c.id)}
                    aria-pressed={selected === c.id}
                  >
                    {c.name}
                  </Button>{' '}
                  {c.email} · {c.phone}
                  {c.closed ? ' · account closed' : ''}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {selected !== null ? <CustomerProfile id={selected} /> : null}
    </section>
  );
}

function CustomerProfile({ id }: { id: number }) {
  const profile = useCustomerProfile(id);
  return <QueryState query={profile}>{(c) => <Profile c={c} />}</QueryState>;
}

function Profile({ c }: { c: CustomerProfileForStaff }) {
  return (
    <article className="admin-profile" aria-labelledby="profile-title">
      <h2 className="admin__subtitle" id="profile-title">
        {c.name}
      </h2>
      <p>
        {c.email} · {c.phone} · {c.state ?? 'no state'} · reads{' '}
        {LANGUAGE_NAMES_IN_ENGLISH[c.language]} ({c.language}) · customer since {when(c.created_at)}
        {c.closed_at ? ` · closed ${when(c.closed_at)}` : ''}
      </p>
      <h3 className="admin__subtitle">Identity</h3>
      <p>
        KYC complete: {yesNo(c.kyc.completed)} · in review: {yesNo(c.kyc.in_review)} · BVN verified:{' '}
        {yesNo(c.kyc.verified_bvn)} · NIN verified: {yesNo(c.kyc.verified_nin)} · income protection
        profile: {yesNo(c.kyc.income_protection_profile)}
      </p>
      <IdentityDocuments profile={c} />
      <UssdPinReset customerId={c.id} />
      <h3 className="admin__subtitle">Policies</h3>
      <Table
        label="Policies"
        head={['Policy', 'Product', 'Status', 'Premium', 'Started', 'Next payment', 'Sponsor']}
        rows={c.policies.map((p) => [
          p.policy_number,
          p.product_uid,
          p.status,
          `${formatNaira(p.premium)} / ${p.unit}`,
          p.start_date,
          p.next_payment_date ?? '—',
          p.company ?? '—',
        ])}
        empty="No policies."
      />
      {c.policies.map((p) => (
        <section key={p.policy_number} aria-label={`History of ${p.policy_number}`}>
          <h4 className="admin__subtitle">History of {p.policy_number}</h4>
          <Table
            label={`History of ${p.policy_number}`}
            head={['When', 'Change', 'Why', 'By']}
            rows={p.history.map((e) => [
              when(e.at),
              e.from ? `${e.from} → ${e.to}` : e.to,
              e.text,
              e.by === 'staff'
                ? `staff #${e.staff_id ?? '?'}`
                : e.by === 'system'
                  ? (e.job ?? 'system')
                  : 'customer',
            ])}
            empty="No history."
          />
        </section>
      ))}
      <h3 className="admin__subtitle">Payments</h3>
      <Payments profile={c} />
      <h3 className="admin__subtitle">Messages sent</h3>
      <Table
        label="Messages sent"
        head={['Sent', 'Channel', 'To', 'Message']}
        rows={c.messages.map((m) => [
          when(m.sent_at),
          m.channel,
          m.to,
          m.subject ? `${m.subject}: ${m.body}` : m.body,
        ])}
        empty="No messages."
      />
    </article>
  );
}

/**
 * The customer's payments; a finance member may start a refund of a paid one (issue 27, item 7),
 * which waits for a second finance member in the money queue.
 */
function Payments({ profile }: { profile: CustomerProfileForStaff }) {
  const me = useStaffMe();
  const canRefund = me.data?.roles.includes('finance') ?? false;
  const [refunding, setRefunding] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const chosen = profile.payments.find((p) => p.reference === refunding);
  return (
    <>
      <Table
        label="Payments"
        head={[
          'Reference',
          'For',
          'Amount',
          'Status',
          'Paid',
          'Refunded',
          ...(canRefund ? ['Action'] : []),
        ]}
        rows={profile.payments.map((p) => [
          p.reference,
          p.purpose,
          formatNaira(koboToNaira(p.amount_kobo)),
          p.status,
          when(p.paid_at),
          p.refunded_kobo === null ? '—' : formatNaira(koboToNaira(p.refunded_kobo)),
          ...(canRefund
            ? [
                p.paid_at ? (
                  <Button
                    key="refund"
                    variant="secondary"
                    aria-label={`Refund ${p.reference}`}
                    onClick={() => {
                      setDone(null);
                      setRefunding(p.reference);
                    }}
                  >
                    Refund
                  </Button>
                ) : (
                  '—'
                ),
              ]
            : []),
        ])}
        empty="No payments."
      />
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      {chosen ? (
        <StartRefundForm
          key={chosen.reference}
          customerId={profile.id}
          reference={chosen.reference}
          paidKobo={chosen.amount_kobo}
          onDone={(message) => {
            setRefunding(null);
            setDone(message);
          }}
          onCancel={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}

const REVEAL_ROLES: StaffRole[] = ['reviewer', 'administrator'];

function IdentityDocuments({ profile }: { profile: CustomerProfileForStaff }) {
  const me = useStaffMe();
  const reveal = useRevealNumber(profile.id);
  const [shown, setShown] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState<number | null>(null);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const canReveal = me.data?.roles.some((r) => REVEAL_ROLES.includes(r)) ?? false;
  const onReveal = form.handleSubmit(async ({ reason }) => {
    if (asking === null) return;
    try {
      const answer = await reveal.mutateAsync({ documentId: asking, reason });
      setShown((s) => ({ ...s, [asking]: answer.number }));
      setAsking(null);
      form.reset();
    } catch (e) {
      form.setError('reason', {
        type: 'server',
        message: errorMessageOf(e, 'reason', 'The number could not be shown.'),
      });
    }
  });
  return (
    <>
      <Table
        label="Identity documents"
        head={['Type', 'Number', 'Status', 'Name on record', 'Verified']}
        rows={profile.kyc.documents.map((d) => [
          d.type.toUpperCase(),
          shown[d.id] ? (
            <code key="n">{shown[d.id]}</code>
          ) : (
            <span key="n">
              {d.number}{' '}
              {canReveal ? (
                <Button
                  variant="link"
                  onClick={() => setAsking(d.id)}
                  aria-label={`Show the full ${d.type.toUpperCase()}`}
                >
                  Show
                </Button>
              ) : null}
            </span>
          ),
          d.status,
          d.registered_name || '—',
          when(d.verified_at),
        ])}
        empty="No identity documents."
      />
      {asking !== null ? (
        <form className="admin-form" onSubmit={onReveal}>
          <TextField
            label="Why do you need the full number?"
            hint="Your reason is recorded in the audit log."
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <FormActions submit="Show the number" busy={reveal.isPending} childrenAfter>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
          </FormActions>
        </form>
      ) : null}
    </>
  );
}

/** A list of the profile's as a table: one array of cells per row, under `head`. */
function Table({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: string[];
  rows: React.ReactNode[][];
  empty: string;
}) {
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(_, i) => i}
      empty={empty}
      columns={head.map((header, j) => ({ header, cell: (cells: React.ReactNode[]) => cells[j] }))}
    />
  );
}
