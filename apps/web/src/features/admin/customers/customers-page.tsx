import { TableWrap } from '../shared/table-wrap';
import { formatNaira, koboToNaira, type StaffRole } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import {
  useCustomerProfile,
  useCustomerSearch,
  useRevealNumber,
  type CustomerProfileForStaff,
} from './customers-api';
import { useStaffMe } from '../shared/staff-session';
import { StartRefundForm } from './customer-refund';
import { formatLagosTime as when } from '#lib/format-time.js';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Any staff role: find a customer, see their policies, payments, messages and KYC state. */
export function CustomersPage() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const search = useCustomerSearch(query);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('q');
    setSelected(null);
    setQuery(typeof raw === 'string' ? raw.trim() : '');
  };
  return (
    <section aria-labelledby="customers-title">
      <h1 className="admin__title" id="customers-title">
        Customers
      </h1>
      <form className="admin-filters" onSubmit={onSubmit} role="search">
        <TextField
          label="Name, e-mail, phone number or policy number"
          name="q"
          minLength={3}
          fieldClassName="admin-filters__wide"
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {search.isError ? <p role="alert">{search.error.message}</p> : null}
      {search.data && search.data.length === 0 ? <p>No customer matches.</p> : null}
      {search.data && search.data.length > 0 ? (
        <ul className="admin-results">
          {search.data.map((c) => (
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
      ) : null}
      {selected !== null ? <CustomerProfile id={selected} /> : null}
    </section>
  );
}

function CustomerProfile({ id }: { id: number }) {
  const profile = useCustomerProfile(id);
  if (profile.isPending) return <p>Loading…</p>;
  if (profile.isError) return <p role="alert">{profile.error.message}</p>;
  const c = profile.data;
  return (
    <article className="admin-profile" aria-labelledby="profile-title">
      <h2 className="admin__subtitle" id="profile-title">
        {c.name}
      </h2>
      <p>
        {c.email} · {c.phone} · {c.state ?? 'no state'} · customer since {when(c.created_at)}
        {c.closed_at ? ` · closed ${when(c.closed_at)}` : ''}
      </p>
      <h3 className="admin__subtitle">Identity</h3>
      <p>
        KYC complete: {yesNo(c.kyc.completed)} · in review: {yesNo(c.kyc.in_review)} · BVN verified:{' '}
        {yesNo(c.kyc.verified_bvn)} · NIN verified: {yesNo(c.kyc.verified_nin)} · income protection
        profile: {yesNo(c.kyc.income_protection_profile)}
      </p>
      <IdentityDocuments profile={c} />
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canReveal = me.data?.roles.some((r) => REVEAL_ROLES.includes(r)) ?? false;
  const onReveal = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (asking === null) return;
    setError(null);
    try {
      const answer = await reveal.mutateAsync({ documentId: asking, reason });
      setShown((s) => ({ ...s, [asking]: answer.number }));
      setAsking(null);
      setReason('');
    } catch (e) {
      setError(
        e instanceof ApiError ? (e.field('reason') ?? e.message) : 'The number could not be shown.',
      );
    }
  };
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
        <form className="admin-form" onSubmit={(e) => void onReveal(e)}>
          <TextField
            label="Why do you need the full number?"
            hint="Your reason is recorded in the audit log."
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <div>
            <Button type="submit" loading={reveal.isPending}>
              Show the number
            </Button>{' '}
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}

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
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <TableWrap label={label}>
      <table className="admin-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
