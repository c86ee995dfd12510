import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_KEYS,
  type Complaint,
  type Customer,
  type PublicComplaintBody,
} from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { premiumsQueryOptions } from '#flows/kyc/api/get-premiums.js';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { CheckCircleIcon } from '#components/ui/icons.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { Logo } from '#components/wizard/logo.js';
import { paths } from '#config/paths.js';
import { ApiError } from '#lib/api-client.js';
import { useMe } from '#lib/current-customer.js';
import {
  supportContactsQueryOptions,
  useComplaints,
  useFileComplaint,
  type ComplaintInput,
} from '../api/support';
import type * as ComplaintSchemaModule from '../complaint-schemas';
import '../support.css';
import { ErrorWords, useDates, useT } from '#lib/i18n.js';

type Errors = Partial<Record<string, string>>;
type ComplaintSchemas = typeof ComplaintSchemaModule;

type ComplaintFields = {
  category: string;
  policy_number: string;
  description: string;
  full_name: string;
  email: string;
  phone_number: string;
};
const NO_COMPLAINT: ComplaintFields = {
  category: '',
  policy_number: '',
  description: '',
  full_name: '',
  email: '',
  phone_number: '',
};

/** A phone number as dialled: digits only, for tel: links. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** 2348000000000 as people read it: +234 800 000 0000. */
const readableWhatsapp = (digits: string) =>
  /^234\d{10}$/.test(digits)
    ? `+234 ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`
    : `+${digits}`;

/**
 * /help, signed in or not (issue 18): how to reach a person (phone, WhatsApp, e-mail, hours, all
 * configured on the server), where claims are made, and a complaint form. A signed-in customer's
 * complaint is linked to their account (and optionally one policy) and their complaints are listed
 * with our answers; anyone else gives a name, e-mail and phone. Every 4xx shows under its field.
 */
export function HelpPage() {
  const t = useT();
  const me = useMe();
  const contacts = useQuery(supportContactsQueryOptions());
  const customer = me.data ?? null;
  const days = contacts.data?.answer_working_days ?? 10;

  return (
    <div className="auth-page help-page">
      <header className="auth-page__header">
        <Link to={paths.home} aria-label={t('support.brandHome')}>
          <Logo height={32} decorative />
        </Link>
      </header>
      <main className="auth-card help-card" id="main">
        <h1 className="auth-card__title">{t('support.pageTitle')}</h1>
        <p className="auth-card__intro">{t('support.intro')}</p>
        {contacts.data ? (
          <>
            <ul className="help-contacts">
              <li>
                <a className="help-contact" href={`tel:${dialable(contacts.data.phone)}`}>
                  <span className="help-contact__label">{t('support.call')}</span>
                  <span className="help-contact__value">{contacts.data.phone}</span>
                </a>
              </li>
              <li>
                <a
                  className="help-contact"
                  href={`https://wa.me/${contacts.data.whatsapp}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span className="help-contact__label">{t('support.whatsapp')}</span>
                  <span className="help-contact__value">
                    {readableWhatsapp(contacts.data.whatsapp)}
                  </span>
                </a>
              </li>
              <li>
                <a className="help-contact" href={`mailto:${contacts.data.email}`}>
                  <span className="help-contact__label">{t('support.email')}</span>
                  <span className="help-contact__value">{contacts.data.email}</span>
                </a>
              </li>
            </ul>
            <p className="help-hours">{t('support.hours', { hours: contacts.data.hours })}</p>
          </>
        ) : contacts.isError ? (
          <FormError message={t('support.generic')} />
        ) : null}

        <section className="help-section" aria-labelledby="help-claims">
          <h2 className="help-section__title" id="help-claims">
            {t('support.claimTitle')}
          </h2>
          <p>{t('support.claimLead')}</p>
          <p>
            <Link to={paths.claimNextOfKin}>{t('support.nextOfKinLink')}</Link>
          </p>
        </section>

        {me.isPending ? null : (
          <ComplaintSection key={customer?.id ?? 'anyone'} customer={customer} days={days} />
        )}
        {customer ? <YourComplaints customerId={customer.id} /> : null}
      </main>
      <p className="auth-page__footnote">
        {customer ? (
          <Link to={paths.home}>{t('support.back')}</Link>
        ) : (
          <Link to={paths.login}>{t('support.signIn')}</Link>
        )}
      </p>
    </div>
  );
}

function ComplaintSection({ customer, days }: { customer: Customer | null; days: number }) {
  const t = useT();
  const dates = useDates();
  const [done, setDone] = useState<Complaint | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  return (
    <section className="help-section" aria-labelledby="help-complaint">
      <h2 className="help-section__title" id="help-complaint" ref={heading} tabIndex={-1}>
        {done ? t('support.doneTitle') : t('support.complaintTitle')}
      </h2>
      {done ? (
        <div className="help-done" role="status">
          <CheckCircleIcon className="help-done__icon" width={40} height={40} aria-hidden="true" />
          <p className="help-done__reference">
            {t('support.doneReferenceLead')} <span className="help-nowrap">{done.reference}</span>.
          </p>
          <p>{t('support.doneNext', { day: dates.day(done.answer_due_by) })}</p>
          <Button variant="secondary" onClick={() => setDone(null)}>
            {t('support.another')}
          </Button>
        </div>
      ) : (
        <>
          <p>{t('support.complaintLead', { days })}</p>
          {customer ? null : (
            <p className="help-note">
              {t('support.signedOutNote')}{' '}
              <Link to={`${paths.login}?next=/help`}>{t('support.signIn')}</Link>
            </p>
          )}
          <ComplaintForm customer={customer} onFiled={setDone} />
        </>
      )}
    </section>
  );
}

function ComplaintForm({
  customer,
  onFiled,
}: {
  customer: Customer | null;
  onFiled: (complaint: Complaint) => void;
}) {
  const t = useT();
  const id = useId();
  const send = useFileComplaint();
  // Signed out: no premiums to ask for (a 401 there would send the visitor to sign in).
  const premiums = useQuery({
    ...premiumsQueryOptions(customer?.id ?? 0),
    enabled: customer !== null,
  });
  const form = useForm<ComplaintFields>({ defaultValues: NO_COMPLAINT });
  // The schemas (with zod) come when the form is first used: on its first focus, or at the latest
  // when it is sent.
  const schemas = useRef<Promise<ComplaintSchemas> | null>(null);
  const loadSchemas = () =>
    (schemas.current ??= import('../complaint-schemas').catch((error: unknown) => {
      schemas.current = null; // asked again on the next try
      throw error;
    }));
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([key, error]) => [key, error?.message]),
  ) as Errors;
  const [formError, setFormError] = useState<string | null>(null);
  /** A field, whose message goes as soon as it is changed. */
  const field = (name: keyof ComplaintFields) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setFormError(null);
      },
    });
  const setErrors = (found: Errors) => {
    setFormError(found.form ?? null);
    for (const [key, message] of Object.entries(found))
      if (message && key in NO_COMPLAINT)
        form.setError(key as keyof ComplaintFields, { type: 'server', message });
  };
  const policies = customer
    ? (premiums.data ?? []).flatMap((p) =>
        p.policy_number ? [{ value: p.policy_number, label: p.policy_number }] : [],
      )
    : [];

  const submit = form.handleSubmit(async (fields) => {
    const loaded = await loadSchemas().catch(() => null);
    if (!loaded) {
      setErrors({ form: t('support.generic') });
      return;
    }
    const { customerComplaintBodySchema, publicComplaintBodySchema } = loaded;
    const checked = customer
      ? customerComplaintBodySchema.safeParse({
          category: fields.category,
          description: fields.description,
          ...(fields.policy_number ? { policy_number: fields.policy_number } : {}),
        })
      : publicComplaintBodySchema.safeParse({
          category: fields.category,
          description: fields.description,
          full_name: fields.full_name,
          email: fields.email,
          phone_number: fields.phone_number,
        });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const input: ComplaintInput = customer
      ? { customerId: customer.id, body: checked.data }
      : { customerId: null, body: checked.data as PublicComplaintBody };
    send.mutate(input, {
      onSuccess: onFiled,
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status < 500 && cause.status > 0) {
          const found: Errors = {};
          for (const [key, messages] of Object.entries(cause.errors)) found[key] = messages[0];
          if (Object.keys(found).length === 0) found.form = cause.message;
          setErrors(found);
        } else setErrors({ form: t('support.generic') });
      },
    });
  });

  return (
    <form
      className="help-form"
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      noValidate
    >
      <FormError message={formError} />
      <Select
        label={t('support.category')}
        placeholder={t('support.categoryPlaceholder')}
        options={COMPLAINT_CATEGORY_KEYS.map((key) => ({
          value: key,
          label: COMPLAINT_CATEGORIES[key],
        }))}
        {...field('category')}
        error={errors.category}
      />
      {policies.length > 0 ? (
        <Select
          label={t('support.policy')}
          placeholder={t('support.policyNone')}
          options={policies}
          {...field('policy_number')}
          error={errors.policy_number}
        />
      ) : null}
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-description`}>
          {t('support.description')}
        </label>
        <p className="ui-field__hint" id={`${id}-description-hint`}>
          {t('support.descriptionHint')}
        </p>
        <textarea
          id={`${id}-description`}
          className="ui-input help-form__description"
          rows={6}
          maxLength={3000}
          {...field('description')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ''}`}
        />
        {errors.description ? (
          <p className="ui-field__error" id={`${id}-description-error`}>
            <ErrorWords text={errors.description} />
          </p>
        ) : null}
      </div>
      {customer ? null : (
        <>
          <TextField
            label={t('support.fullName')}
            autoComplete="name"
            {...field('full_name')}
            error={errors.full_name}
          />
          <TextField
            label={t('support.emailAddress')}
            type="email"
            autoComplete="email"
            hint={t('support.emailHint')}
            {...field('email')}
            error={errors.email}
          />
          <TextField
            label={t('support.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field('phone_number')}
            error={errors.phone_number}
          />
        </>
      )}
      <FormActions submit={t('support.submit')} busy={send.isPending} fullWidth />
    </form>
  );
}

function YourComplaints({ customerId }: { customerId: number }) {
  const t = useT();
  const dates = useDates();
  const list = useComplaints(customerId);
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className="help-section" aria-labelledby="help-yours">
      <h2 className="help-section__title" id="help-yours">
        {t('support.yoursTitle')}
      </h2>
      <ul className="help-complaints">
        {list.data.map((c) => (
          <li key={c.reference} className="help-complaint">
            <p className="help-complaint__head">
              <strong>{c.reference}</strong>
              <span className={`help-complaint__status help-complaint__status--${c.status}`}>
                {c.status_label}
              </span>
            </p>
            <p className="help-complaint__meta">
              {c.category_label} · {t('support.filed', { day: dates.moment(c.filed_at) })}
              {c.status === 'resolved'
                ? null
                : ` · ${t('support.dueBy', { day: dates.day(c.answer_due_by) })}`}
            </p>
            <p className="help-complaint__text">{c.description}</p>
            {c.response ? (
              <div className="help-complaint__answer">
                <p className="help-complaint__answer-title">{t('support.ourAnswer')}</p>
                <p className="help-complaint__text">{c.response}</p>
                <p className="help-complaint__meta">{t('support.escalate')}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
