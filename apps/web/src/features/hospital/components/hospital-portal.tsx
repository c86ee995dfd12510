import {
  formatNaira,
  lagosDate,
  type Eligibility,
  type PreauthorisationBenefit,
} from '@alaafia/domain';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatLagosTime } from '../../../lib/format-time';
import {
  useHospitalLogin,
  useHospitalLogout,
  useHospitalMe,
  useMemberLookup,
  usePreauthorisations,
  useRecordVisit,
  useRequestPreauthorisation,
  useHospitalStatements,
  useVisits,
} from '../api/hospital';
import { hospitalCopy } from '../hospital-copy';
import { canScan, QrScanner } from './qr-scanner';
import '../hospital.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : hospitalCopy.failed;

/** The first error of each field a 422 named, or the message. */
function fieldErrorsOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: hospitalCopy.failed, fields: {} };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.errors ?? {})) if (v[0]) fields[k] = v[0];
  return { message: error.message, fields };
}

/**
 * The hospital portal (issue 28; docs/business-rules.md, 'The health plan at the hospital'): the
 * hospital's own sign-in, then eligibility by member number or the card's QR code, visits and
 * pre-authorisations. Desktop first (1280 px), its own chunk.
 */
export function HospitalPortal() {
  const me = useHospitalMe();
  const logout = useHospitalLogout();
  if (me.isPending)
    return (
      <div className="hospital-loading">
        <Spinner label="Loading the hospital portal" />
      </div>
    );
  if (!me.data) return <HospitalLogin />;
  return (
    <div className="hospital">
      <header className="hospital__header">
        <p className="hospital__brand">Alaafia for hospitals</p>
        <p className="hospital__who">
          {me.data.name} · {me.data.hospital.name} ({me.data.hospital.code})
        </p>
        <Button variant="secondary" onClick={() => logout.mutate()} loading={logout.isPending}>
          Sign out
        </Button>
      </header>
      <main className="hospital__main" id="main">
        <h1 className="hospital__title">Check a member</h1>
        <MemberCheck />
        <Preauthorisations />
        <Visits />
        <Statements />
      </main>
    </div>
  );
}

function HospitalLogin() {
  const login = useHospitalLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await login.mutateAsync({ email, password, ...(totp.trim() ? { totp: totp.trim() } : {}) });
    } catch (cause) {
      setError(fieldErrorsOf(cause));
    }
  }
  return (
    <main className="hospital-login" id="main">
      <h1 className="hospital-login__title">{hospitalCopy.signInTitle}</h1>
      <p>{hospitalCopy.signInIntro}</p>
      <form className="hospital-form" onSubmit={submit} noValidate>
        <FormError message={error?.message ?? null} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error?.fields.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error?.fields.password}
        />
        <TextField
          label="Authenticator code"
          hint="The 6 digits from your authenticator app, or a recovery code."
          autoComplete="one-time-code"
          value={totp}
          onChange={(e) => setTotp(e.currentTarget.value)}
          error={error?.fields.totp}
        />
        <Button type="submit" loading={login.isPending}>
          Sign in
        </Button>
      </form>
    </main>
  );
}

function MemberCheck() {
  const lookup = useMemberLookup();
  const [number, setNumber] = useState('');
  const [scanning, setScanning] = useState(false);
  const check = useCallback(
    (value: string) => {
      setNumber(value);
      lookup.mutate(value.trim());
    },
    [lookup],
  );
  const onRead = useCallback(
    (value: string) => {
      setScanning(false);
      check(value);
    },
    [check],
  );
  return (
    <section aria-labelledby="check-title" className="hospital-card">
      <h2 id="check-title">{hospitalCopy.checkTitle}</h2>
      <form
        className="hospital-form hospital-form--inline"
        onSubmit={(e) => {
          e.preventDefault();
          check(number);
        }}
        noValidate
      >
        <TextField
          label="Member number"
          hint="As on the member's card: AM and 10 letters or digits."
          value={number}
          autoComplete="off"
          onChange={(e) => setNumber(e.currentTarget.value)}
        />
        <Button type="submit" loading={lookup.isPending}>
          Check
        </Button>
        {canScan() ? (
          <Button variant="secondary" onClick={() => setScanning(true)}>
            Scan the card
          </Button>
        ) : null}
      </form>
      {scanning ? <QrScanner onRead={onRead} onClose={() => setScanning(false)} /> : null}
      {lookup.isError ? <p role="alert">{messageOf(lookup.error)}</p> : null}
      {lookup.data ? <EligibilityResult member={lookup.data} /> : null}
    </section>
  );
}

function EligibilityResult({ member }: { member: Eligibility }) {
  return (
    <div className="hospital-result" aria-live="polite" data-testid="eligibility">
      <h3>
        {member.name} <span className="hospital-result__number">{member.member_number}</span>
      </h3>
      <p className={member.covered ? 'hospital-status--ok' : 'hospital-status--no'}>
        {member.covered ? hospitalCopy.covered : hospitalCopy.notCovered}
        {' · '}
        {member.at_this_hospital ? hospitalCopy.atThisHospital : hospitalCopy.notAtThisHospital}
      </p>
      {member.reason ? <p className="hospital-result__reason">{member.reason}</p> : null}
      <table className="hospital-table">
        <caption>{`The ${member.plan} plan's benefits`}</caption>
        <thead>
          <tr>
            <th scope="col">Benefit</th>
            <th scope="col">Limit a month</th>
            <th scope="col">Left this month</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {member.benefits.map((b) => (
            <tr key={b.benefit}>
              <td>{b.name}</td>
              <td>{b.monthly_limit === null ? 'No limit' : formatNaira(b.monthly_limit)}</td>
              <td>
                {!b.available
                  ? `From ${b.available_from ?? ''}`
                  : b.left_this_month === null
                    ? '—'
                    : formatNaira(b.left_this_month)}
              </td>
              <td>{b.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const BENEFIT_OPTIONS: { value: PreauthorisationBenefit; label: string }[] = [
  { value: 'accidents_emergencies', label: 'Accidents & Emergencies' },
  { value: 'antenatal_delivery', label: 'Ante-natal & delivery' },
  { value: 'immunisation', label: 'Immunisation' },
  { value: 'other', label: 'Other' },
];

function Preauthorisations() {
  const list = usePreauthorisations();
  const ask = useRequestPreauthorisation();
  const [form, setForm] = useState({
    member_number: '',
    treatment: '',
    reason: '',
    estimated_amount: '',
    benefit: 'accidents_emergencies' as PreauthorisationBenefit,
  });
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const [sent, setSent] = useState<number | null>(null);
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSent(null);
    try {
      const made = await ask.mutateAsync({
        ...form,
        estimated_amount: Number(form.estimated_amount.replace(/[^\d]/g, '')),
      });
      setSent(made.id);
    } catch (cause) {
      setError(fieldErrorsOf(cause));
    }
  }
  return (
    <section aria-labelledby="preauth-title" className="hospital-card">
      <h2 id="preauth-title">{hospitalCopy.preauthTitle}</h2>
      <p>{hospitalCopy.preauthIntro}</p>
      <form className="hospital-form" onSubmit={submit} noValidate>
        <FormError message={error?.message ?? null} />
        <TextField
          label="Member number"
          value={form.member_number}
          onChange={(e) => set('member_number')(e.currentTarget.value)}
          error={error?.fields.member_number}
        />
        <Select
          label="Benefit"
          options={BENEFIT_OPTIONS}
          value={form.benefit}
          onChange={(e) => set('benefit')(e.currentTarget.value)}
        />
        <TextField
          label="Treatment"
          value={form.treatment}
          onChange={(e) => set('treatment')(e.currentTarget.value)}
          error={error?.fields.treatment}
        />
        <TextField
          label="Why it is needed"
          value={form.reason}
          onChange={(e) => set('reason')(e.currentTarget.value)}
          error={error?.fields.reason}
        />
        <TextField
          label="Estimated cost (₦)"
          inputMode="numeric"
          value={form.estimated_amount}
          onChange={(e) => set('estimated_amount')(e.currentTarget.value)}
          error={error?.fields.estimated_amount}
        />
        <Button type="submit" loading={ask.isPending}>
          Ask for a pre-authorisation
        </Button>
        {sent !== null ? <p role="status">{hospitalCopy.preauthSent(sent)}</p> : null}
      </form>
      {list.data && list.data.length > 0 ? (
        <table className="hospital-table">
          <caption>{hospitalCopy.preauthListTitle}</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Member</th>
              <th scope="col">Treatment</th>
              <th scope="col">Estimate</th>
              <th scope="col">Status</th>
              <th scope="col">Code or reason</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((p) => (
              <tr key={p.id} data-testid={`preauth-${p.id}`}>
                <td>{p.id}</td>
                <td>
                  {p.name} ({p.member_number})
                </td>
                <td>{p.treatment}</td>
                <td>{formatNaira(p.estimated_amount)}</td>
                <td>{hospitalCopy.status[p.status]}</td>
                <td>{p.code ?? p.decision_reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function Visits() {
  const list = useVisits();
  const record = useRecordVisit();
  const [form, setForm] = useState({ member_number: '', date: '', treatment: '' });
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await record.mutateAsync({ ...form, date: form.date || lagosDate(new Date()) });
      setForm({ member_number: '', date: '', treatment: '' });
    } catch (cause) {
      setError(fieldErrorsOf(cause));
    }
  }
  return (
    <section aria-labelledby="visits-title" className="hospital-card">
      <h2 id="visits-title">{hospitalCopy.visitsTitle}</h2>
      <form className="hospital-form" onSubmit={submit} noValidate>
        <FormError message={error?.message ?? null} />
        <TextField
          label="Member number"
          value={form.member_number}
          onChange={(e) => setForm({ ...form, member_number: e.currentTarget.value })}
          error={error?.fields.member_number}
        />
        <TextField
          label="Date of the visit"
          type="date"
          value={form.date}
          onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
          error={error?.fields.date}
        />
        <TextField
          label="What was done"
          value={form.treatment}
          onChange={(e) => setForm({ ...form, treatment: e.currentTarget.value })}
          error={error?.fields.treatment}
        />
        <Button type="submit" loading={record.isPending}>
          Record the visit
        </Button>
      </form>
      {list.data && list.data.length > 0 ? (
        <table className="hospital-table">
          <caption>{hospitalCopy.visitsListTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Member</th>
              <th scope="col">What was done</th>
              <th scope="col">Recorded</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((v) => (
              <tr key={v.id}>
                <td>{v.date}</td>
                <td>
                  {v.name} ({v.member_number})
                </td>
                <td>{v.treatment}</td>
                <td>{formatLagosTime(v.recorded_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/**
 * The hospital's capitation statements (issue 36; docs/business-rules.md, 'Capitation'): the month in
 * progress (a draft), then each month's, with the members, the pre-authorisations and whether it is
 * paid.
 */
function Statements() {
  const statements = useHospitalStatements();
  return (
    <section aria-labelledby="statements-title" className="hospital-card">
      <h2 id="statements-title">{hospitalCopy.statementsTitle}</h2>
      {statements.isError ? <FormError message={hospitalCopy.failed} /> : null}
      {statements.data?.length === 0 ? <p>{hospitalCopy.statementsNone}</p> : null}
      {statements.data && statements.data.length > 0 ? (
        <table className="hospital-table" data-testid="hospital-statements">
          <caption>{hospitalCopy.statementsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Members</th>
              <th scope="col">Capitation</th>
              <th scope="col">Pre-authorised</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
            </tr>
          </thead>
          <tbody>
            {statements.data.map((s) => (
              <tr key={s.month}>
                <td>
                  {s.month}
                  {s.draft ? ' (so far)' : ''}
                </td>
                <td>{s.enrolees}</td>
                <td>{formatNaira(s.capitation)}</td>
                <td>{formatNaira(s.preauthorised)}</td>
                <td>{formatNaira(s.total)}</td>
                <td>
                  {s.draft
                    ? 'Not due yet'
                    : s.payment?.status === 'posted'
                      ? `Paid on ${(s.payment.paid_at ?? '').slice(0, 10)}`
                      : s.payment
                        ? 'Being approved'
                        : 'Due'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
