import {
  formatNaira,
  incomeRateTable,
  SPONSORED_PRODUCTS,
  type CreateSponsorBody,
  type CsvUploadAnswer,
  type EnrolmentBody,
  type SponsorAnswer,
} from '@alaafia/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useStaffMe } from '../api/staff';
import {
  enrolmentsCsvUrl,
  useCreateSponsor,
  useEnrol,
  useEnrolCsv,
  useEnrolments,
  useSponsorablePlans,
  useSponsors,
} from '../api/sponsors';
import { TableWrap } from './table-wrap';

const sponsorResolver = lazyZodResolver<CreateSponsorBody>(
  async () => (await import('../admin-schemas')).createSponsorBodySchema,
);
const enrolResolver = lazyZodResolver<EnrolmentBody>(
  async () => (await import('../admin-schemas')).enrolmentBodySchema,
);

const PRODUCT_NAMES: Record<(typeof SPONSORED_PRODUCTS)[number], string> = {
  EI: 'Income protection (EI)',
  HI: 'Health (HI)',
  HTCI: 'HealthCash (HTCI)',
};

const STATUS_NAMES = { pending: 'Waiting for sign-up', active: 'Covered', ended: 'Ended' } as const;

/**
 * Sponsors (issue 16): employers and partners that pay for their people's cover. Administrators
 * create them and enrol customers (one by e-mail, or a CSV); administrators and finance see who is
 * enrolled and what each sponsor owes, and export it to invoice.
 */
export function SponsorsPage() {
  const me = useStaffMe();
  const sponsors = useSponsors();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const isAdmin = me.data?.roles.includes('administrator') ?? false;
  const selected = sponsors.data?.find((s) => s.id === selectedId) ?? null;

  return (
    <section className="admin-sponsors" aria-labelledby="sponsors-title">
      <h1 className="admin__title" id="sponsors-title">
        Sponsors
      </h1>
      <p>
        Employers and partners who pay for their people’s cover. Their customers are never charged
        for the sponsored months; the sponsor owes the premium for each of them.
      </p>
      {sponsors.isPending ? <p>Loading…</p> : null}
      {sponsors.isError ? <p role="alert">{sponsors.error.message}</p> : null}
      {sponsors.data ? (
        sponsors.data.length === 0 ? (
          <p>No sponsors yet.</p>
        ) : (
          <TableWrap label="Sponsors">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Sponsor</th>
                  <th scope="col">Contact</th>
                  <th scope="col">RC number</th>
                  <th scope="col">Covered</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Amount due</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sponsors.data.map((s) => (
                  <tr key={s.id} aria-current={s.id === selectedId ? 'true' : undefined}>
                    <td>{s.name}</td>
                    <td>
                      {s.contact_name}
                      <br />
                      {s.contact_email}
                      {s.contact_phone ? (
                        <>
                          <br />
                          {s.contact_phone}
                        </>
                      ) : null}
                    </td>
                    <td>{s.rc_number ?? '—'}</td>
                    <td>{s.enrolled}</td>
                    <td>{s.pending}</td>
                    <td>{formatNaira(s.amount_due)}</td>
                    <td>
                      <Button
                        variant="link"
                        onClick={() => setSelectedId(s.id)}
                        aria-label={`Open ${s.name}`}
                      >
                        Open
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )
      ) : null}
      {selected ? <SponsorDetail sponsor={selected} canEnrol={isAdmin} /> : null}
      {isAdmin ? <CreateSponsorForm onCreated={setSelectedId} /> : null}
    </section>
  );
}

function CreateSponsorForm({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateSponsor();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateSponsorBody>({
    resolver: sponsorResolver,
    defaultValues: {
      name: '',
      contact_name: '',
      contact_email: '',
      contact_phone: '',
      rc_number: '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(values);
      form.reset();
      onCreated(created.id);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'name',
          'contact_name',
          'contact_email',
          'contact_phone',
          'rc_number',
        ]),
      );
    }
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} onFocus={sponsorResolver.preload} noValidate>
      <h2 className="admin__subtitle">Add a sponsor</h2>
      <FormError message={formError} />
      <TextField label="Sponsor name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Contact person"
        error={errors.contact_name?.message}
        {...form.register('contact_name')}
      />
      <TextField
        label="Contact e-mail"
        type="email"
        error={errors.contact_email?.message}
        {...form.register('contact_email')}
      />
      <TextField
        label="Contact phone (optional)"
        type="tel"
        error={errors.contact_phone?.message}
        {...form.register('contact_phone')}
      />
      <TextField
        label="RC number (optional)"
        hint="The Corporate Affairs Commission registration number, e.g. RC1234567"
        error={errors.rc_number?.message}
        {...form.register('rc_number')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Add sponsor
      </Button>
    </form>
  );
}

function SponsorDetail({ sponsor, canEnrol }: { sponsor: SponsorAnswer; canEnrol: boolean }) {
  const enrolments = useEnrolments(sponsor.id);
  const titleId = useId();
  return (
    <section className="admin-profile" aria-labelledby={titleId}>
      <h2 className="admin__subtitle" id={titleId}>
        {sponsor.name}
      </h2>
      <p>
        {sponsor.enrolled} covered, {sponsor.pending} waiting for sign-up. Amount due:{' '}
        <strong>{formatNaira(sponsor.amount_due)}</strong>.{' '}
        <a className="ui-button ui-button--link" href={enrolmentsCsvUrl(sponsor.id)} download>
          Export enrolments as CSV
        </a>
      </p>
      {canEnrol ? (
        <div className="admin-sponsor__forms">
          <EnrolForm sponsorId={sponsor.id} />
          <CsvForm sponsorId={sponsor.id} />
        </div>
      ) : null}
      <h3 className="admin__subtitle">Enrolments</h3>
      {enrolments.isPending ? <p>Loading…</p> : null}
      {enrolments.isError ? <p role="alert">{enrolments.error.message}</p> : null}
      {enrolments.data ? (
        enrolments.data.length === 0 ? (
          <p>Nobody is enrolled yet.</p>
        ) : (
          <TableWrap label={`Enrolments of ${sponsor.name}`}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Product</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Months</th>
                  <th scope="col">Status</th>
                  <th scope="col">Policy</th>
                  <th scope="col">Covered</th>
                  <th scope="col">Amount due</th>
                </tr>
              </thead>
              <tbody>
                {enrolments.data.map((e) => (
                  <tr key={e.id}>
                    <td>{e.email}</td>
                    <td>{e.customer_name ?? '—'}</td>
                    <td>{e.product}</td>
                    <td>{e.plan_code}</td>
                    <td>{e.months}</td>
                    <td>{STATUS_NAMES[e.status]}</td>
                    <td>{e.policy_number ?? '—'}</td>
                    <td>{e.starts_on && e.ends_on ? `${e.starts_on} to ${e.ends_on}` : '—'}</td>
                    <td>{e.amount_due === null ? '—' : formatNaira(e.amount_due)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )
      ) : null}
    </section>
  );
}

const OUTCOME_TEXT = {
  enrolled: 'is covered from today.',
  pending: 'has no account yet: we e-mailed them; cover starts when they sign up.',
  already_enrolled: 'was already enrolled for this product: nothing changed.',
} as const;

function EnrolForm({ sponsorId }: { sponsorId: number }) {
  const enrol = useEnrol(sponsorId);
  const plans = useSponsorablePlans();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<EnrolmentBody>({
    resolver: enrolResolver,
    defaultValues: { email: '', product: 'HI', plan_code: '', months: 12 },
  });
  const { errors } = form.formState;
  const product = useWatch({ control: form.control, name: 'product' }) as string;
  const planOptions = useMemo(() => {
    if (product === 'EI')
      return incomeRateTable().map((p) => ({
        value: p.code,
        label: `${p.name}: ${formatNaira(p.price)} a month`,
      }));
    const line = plans.data?.find((p) => p.uid === product);
    return (line?.pricing_plans ?? []).map((p) => ({
      value: p.code,
      label: `${p.name}: ${formatNaira(p.price)} a ${p.unit.toLowerCase()}`,
    }));
  }, [product, plans.data]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    try {
      const result = await enrol.mutateAsync(values);
      setDone(`${result.enrolment.email} ${OUTCOME_TEXT[result.outcome]}`);
      form.reset({ ...values, email: '' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email', 'product', 'plan_code', 'months']),
      );
    }
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} onFocus={enrolResolver.preload} noValidate>
      <h3 className="admin__subtitle">Enrol one customer</h3>
      <FormError message={formError} />
      {done ? <p role="status">{done}</p> : null}
      <TextField
        label="Customer e-mail"
        type="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Select
        label="Product"
        options={SPONSORED_PRODUCTS.map((p) => ({ value: p, label: PRODUCT_NAMES[p] }))}
        error={errors.product?.message}
        {...form.register('product', { onChange: () => form.setValue('plan_code', '') })}
      />
      <Select
        label="Plan"
        placeholder="Choose a plan"
        options={planOptions}
        error={errors.plan_code?.message}
        {...form.register('plan_code')}
      />
      <TextField
        label="Months paid for"
        type="number"
        inputMode="numeric"
        min={1}
        max={24}
        hint="HealthCash is sold by the year: 12 or 24."
        error={errors.months?.message}
        {...form.register('months')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Enrol
      </Button>
    </form>
  );
}

function CsvForm({ sponsorId }: { sponsorId: number }) {
  const upload = useEnrolCsv(sponsorId);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CsvUploadAnswer | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    if (!file) {
      setError('Choose a CSV file.');
      return;
    }
    try {
      setResult(await upload.mutateAsync(await file.text()));
    } catch (e) {
      setError(e instanceof ApiError ? (e.field('csv') ?? e.message) : 'The file was not sent.');
    }
  };
  return (
    <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3 className="admin__subtitle">Enrol from a CSV file</h3>
      <FormError message={error} />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={inputId}>
          CSV file
        </label>
        <p className="ui-field__hint" id={hintId}>
          The first line names the columns: email, product (EI, HI or HTCI), plan_code, months.
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" loading={upload.isPending}>
        Upload
      </Button>
      {result ? (
        <div role="status">
          <p>
            {result.rows} rows: {result.enrolled} covered now, {result.pending} waiting for sign-up,{' '}
            {result.already_enrolled} already enrolled, {result.errors.length} with errors (nothing
            was applied for those).
          </p>
          {result.errors.length > 0 ? (
            <ul>
              {result.errors.map((e) => (
                <li key={e.row}>
                  Line {e.row}
                  {e.email ? ` (${e.email})` : ''}:{' '}
                  {Object.entries(e.errors)
                    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
                    .join('; ')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
