import {
  formatCalendarDate,
  goBackFrom,
  NEXT_OF_KIN_CLAIM_STEPS,
  nextOfKinClaimCopy,
  nextOfKinClaimFallback,
  nextOfKinClaimStep,
  nextOfKinClaimWizard,
  nextOfKinCodeBodySchema,
  type NextOfKinClaimScreen,
  type NextOfKinClaimStage,
} from '@alaafia/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useBanks } from '#flows/kyc/api/get-banks.js';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { CheckCircleIcon } from '#components/ui/icons.js';
import { OtpInput } from '#components/ui/otp-input.js';
import { TextField } from '#components/ui/text-field.js';
import { Logo } from '#components/wizard/logo.js';
import { useWizardProgress } from '#components/wizard/use-wizard-progress.js';
import type { WizardFrameProps } from '#components/wizard/wizard-frame.js';
import { WizardEngine } from '#flows/wizard/wizard-engine.js';
import type { FlowScreenProps, WizardFlow } from '#flows/wizard/wizard-flow.js';
import { paths } from '#config/paths.js';
import { ApiError } from '#lib/api-client.js';
import {
  fileNextOfKinClaim,
  requestClaimCode,
  uploadDeathCertificate,
  verifyClaimCode,
  type NextOfKinDetails,
} from '../api/next-of-kin-claim';
import { nextOfKinCopy as copy } from '../claims-copy';
import { ClaimBankScreen } from './claim-bank-screen';
import { ClaimDocumentsScreen, type ClaimDocument } from './claim-documents-screen';
import '#styles/flows.css';
import '../claims.css';

type Errors = Partial<Record<string, string>>;

/** A field's message from an API failure, else its message, else ours. */
function messageOf(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.field(field)) || error.message;
  return 'Something went wrong. Please try again.';
}

type Account = { bankCode: string; accountNumber: string };

/** The page's own state: what the next of kin entered, the claimant token and the answers. */
type NextOfKinState = {
  details: NextOfKinDetails;
  setDetails: (details: NextOfKinDetails) => void;
  token: string | null;
  setToken: (token: string | null) => void;
  documents: readonly ClaimDocument[];
  setDocuments: (update: (list: readonly ClaimDocument[]) => readonly ClaimDocument[]) => void;
  date: string;
  setDate: (date: string) => void;
  account: Account | null;
  setAccount: (account: Account) => void;
  errors: Errors;
  setErrors: (update: Errors | ((errors: Errors) => Errors)) => void;
  claimNumber: string | null;
  /** The token has run out (401): back to the start, with the reason under the phone. */
  expired: () => void;
  submit: () => Promise<void>;
};

type Props = FlowScreenProps<NextOfKinClaimStage, NextOfKinState, undefined, null>;

function useNextOfKinFlow({ wizard }: Omit<Props, 'flow'>): NextOfKinState {
  const [details, setDetails] = useState<NextOfKinDetails>({ policy_number: '', phone: '' });
  const [token, setToken] = useState<string | null>(null);
  const [documents, setDocuments] = useState<readonly ClaimDocument[]>([]);
  const [date, setDate] = useState('');
  const [account, setAccount] = useState<Account | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [claimNumber, setClaimNumber] = useState<string | null>(null);

  function expired() {
    setToken(null);
    setErrors({ phone: nextOfKinClaimCopy.sessionExpired });
    wizard.goTo(0);
  }

  return {
    details,
    setDetails,
    token,
    setToken,
    documents,
    setDocuments,
    date,
    setDate,
    account,
    setAccount,
    errors,
    setErrors,
    claimNumber,
    expired,
    async submit() {
      if (!account) return;
      try {
        const claim = await fileNextOfKinClaim(token ?? '', {
          date_of_event: date,
          documents: documents.flatMap((d) => (d.state === 'completed' && d.url ? [d.url] : [])),
          bank_code: account.bankCode,
          account_number: account.accountNumber,
        });
        setClaimNumber(claim.claim_number);
        setErrors({});
        wizard.goTo(100);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return expired();
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
          setErrors({ form: messageOf(error) });
          return;
        }
        const field = (name: string) => error.field(name);
        const found: Errors = {
          date_of_event: field('date_of_event'),
          documents: field('documents'),
          bank_code: field('bank_code'),
          account_number: field('account_number'),
          benefit: field('benefit'),
        };
        if (!Object.values(found).some(Boolean)) found.form = error.message;
        setErrors(found);
        if (found.date_of_event) wizard.goTo(30);
        else if (found.documents) wizard.goTo(20);
        else if (found.bank_code || found.account_number) wizard.goTo(40);
      }
    },
  };
}

/** Each screen key of the domain's table (packages/domain/src/wizard-next-of-kin-claim.ts) drawn. */
const nextOfKinScreens: WizardFlow<
  NextOfKinClaimStage,
  NextOfKinClaimScreen,
  NextOfKinState,
  undefined,
  null
>['screens'] = {
  details: ({ wizard, flow }: Props) => (
    <DetailsStep
      details={flow.details}
      errors={flow.errors}
      onSent={(next) => {
        flow.setDetails(next);
        flow.setErrors({});
        wizard.goTo(10);
      }}
      onErrors={flow.setErrors}
    />
  ),
  code: ({ wizard, flow }: Props) => (
    <CodeStep
      details={flow.details}
      onVerified={(t) => {
        flow.setToken(t);
        flow.setErrors({});
        wizard.goTo(20);
      }}
      onChangeDetails={() => wizard.goTo(0)}
    />
  ),
  certificate: ({ wizard, flow }: Props) => (
    <ClaimDocumentsScreen
      kind="health-cash"
      title={copy.certificateTitle}
      lead={copy.certificateLead}
      documents={flow.documents}
      onDocumentsChange={(update) => flow.setDocuments(update)}
      serverError={flow.errors.documents}
      upload={async (file) => {
        try {
          return await uploadDeathCertificate(flow.token ?? '', file);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) flow.expired();
          throw error;
        }
      }}
      onContinue={() => wizard.goTo(30)}
    />
  ),
  date: ({ wizard, flow }: Props) => (
    <DateStep
      date={flow.date}
      serverError={flow.errors.date_of_event}
      onContinue={(day) => {
        if (day !== flow.date) flow.setErrors((e) => ({ ...e, date_of_event: undefined }));
        flow.setDate(day);
        wizard.goTo(40);
      }}
    />
  ),
  bank: ({ wizard, flow }: Props) => (
    <ClaimBankScreen
      lead={copy.bankLead}
      bankCode={flow.account?.bankCode ?? null}
      accountNumber={flow.account?.accountNumber ?? null}
      serverErrors={{ bankCode: flow.errors.bank_code, accountNumber: flow.errors.account_number }}
      onContinue={(next) => {
        flow.setAccount(next);
        wizard.goTo(50);
      }}
    />
  ),
  review: ({ wizard, flow }: Props) =>
    flow.account ? (
      <ReviewStep
        policyNumber={flow.details.policy_number}
        date={flow.date}
        documentCount={flow.documents.filter((d) => d.state === 'completed' && d.url).length}
        account={flow.account}
        formError={flow.errors.benefit ?? flow.errors.form}
        onEdit={(stage) => wizard.goTo(stage)}
        onSubmit={flow.submit}
      />
    ) : null,
  done: ({ flow }: Props) => (
    <div className="flow-screen flow-screen--center">
      <CheckCircleIcon className="claim-done__icon" width={48} height={48} />
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.doneTitle}
      </h2>
      {flow.claimNumber ? (
        <p className="claim-done__number">{copy.doneNumber(flow.claimNumber)}</p>
      ) : null}
      <p className="flow-screen__lead">{copy.doneNext}</p>
      <p className="flow-screen__lead">{copy.doneSorry}</p>
    </div>
  ),
};

/**
 * The page around the steps (a page, not the wizard dialog): the logo to sign-in, the title, 'Step n
 * of 6', the step, the table's Back where it has one, and focus on each new step's heading.
 */
function NextOfKinPageFrame({ definition, children }: WizardFrameProps<NextOfKinClaimStage>) {
  const wizard = useWizardProgress(definition);
  const { stage } = wizard;
  const card = useRef<HTMLElement | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = card.current?.querySelector<HTMLElement>('[data-stage-heading]');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [stage]);

  const back = goBackFrom(definition, stage);
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <Link to={paths.login} aria-label="Alaafia sign in">
          <Logo height={32} decorative />
        </Link>
      </header>
      <main className="auth-card nok-claim" id="main" ref={card}>
        <h1 className="auth-card__title">{copy.pageTitle}</h1>
        {stage === 0 ? <p className="auth-card__intro">{copy.intro}</p> : null}
        {stage !== 100 ? (
          <p className="nok-claim__step">
            {copy.step(nextOfKinClaimStep(stage), NEXT_OF_KIN_CLAIM_STEPS)}
          </p>
        ) : null}
        {children(wizard)}
        {back.kind === 'stage' ? (
          <Button variant="secondary" fullWidth onClick={() => wizard.goTo(back.stage)}>
            {copy.back}
          </Button>
        ) : null}
      </main>
      <p className="auth-page__footnote">
        <Link to={paths.login}>{copy.signIn}</Link>
      </p>
    </div>
  );
}

const nextOfKinFlow: WizardFlow<
  NextOfKinClaimStage,
  NextOfKinClaimScreen,
  NextOfKinState,
  undefined,
  null
> = {
  table: nextOfKinClaimWizard,
  title: copy.pageTitle,
  useFlow: useNextOfKinFlow,
  fallback: (stage, { flow }) =>
    nextOfKinClaimFallback(stage, {
      details: flow.details.policy_number !== '',
      token: flow.token !== null,
      date: flow.date !== '',
      account: flow.account !== null,
    }),
  screens: nextOfKinScreens,
  Frame: NextOfKinPageFrame,
};

/**
 * /claim/next-of-kin, signed out: the next of kin named on a HealthCash policy claims the death by
 * accident benefit (issue 17), on the wizard engine with the domain's stage table. The policy number
 * and their phone, the code sent to it (a claimant token for 2 hours), the death certificate, the
 * date, a bank account in their own name, a review, and the claim number. Every 4xx is shown under
 * the field it is about. It always opens at the first step (what was entered lives in the page).
 */
export function NextOfKinClaimPage() {
  return <WizardEngine flow={nextOfKinFlow} customer={null} start={{ at: 0 }} />;
}

function DetailsStep({
  details,
  errors,
  onSent,
  onErrors,
}: {
  details: NextOfKinDetails;
  errors: Errors;
  onSent: (details: NextOfKinDetails) => void;
  onErrors: (errors: Errors) => void;
}) {
  const [policy, setPolicy] = useState(details.policy_number);
  const [phone, setPhone] = useState(details.phone);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { policy_number: policy.trim(), phone: phone.replace(/\D/g, '') };
    const parsed = nextOfKinCodeBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= issue.message;
      }
      onErrors(found);
      return;
    }
    setSending(true);
    try {
      await requestClaimCode(parsed.data);
      onSent(parsed.data);
    } catch (error) {
      const found: Errors = {
        policy_number: error instanceof ApiError ? error.field('policy_number') : undefined,
        phone: error instanceof ApiError ? error.field('phone') : undefined,
      };
      if (!found.policy_number && !found.phone) found.form = messageOf(error);
      onErrors(found);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="flow-screen" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.detailsTitle}
      </h2>
      <p className="flow-screen__lead">{copy.detailsLead}</p>
      <FormError message={errors.form ?? null} />
      <TextField
        label={copy.policyNumber}
        hint={copy.policyNumberHint}
        autoComplete="off"
        autoCapitalize="characters"
        value={policy}
        onChange={(event) => setPolicy(event.currentTarget.value)}
        error={errors.policy_number}
        required
      />
      <TextField
        label={copy.phone}
        hint={copy.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={14}
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        error={errors.phone}
        required
      />
      <Button type="submit" fullWidth loading={sending}>
        {copy.sendCode}
      </Button>
    </form>
  );
}

function CodeStep({
  details,
  onVerified,
  onChangeDetails,
}: {
  details: NextOfKinDetails;
  onVerified: (token: string) => void;
  onChangeDetails: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = /^\d{4}$/.test(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      onVerified((await verifyClaimCode({ ...details, code })).token);
    } catch (failure) {
      setCode('');
      const message = messageOf(failure, 'code');
      setError(message === nextOfKinClaimCopy.codeInvalid ? copy.codeWrong : message);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await requestClaimCode(details);
      setCode('');
      setNotice(copy.resent);
    } catch (failure) {
      setError(messageOf(failure, 'phone'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flow-screen" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.codeTitle}
      </h2>
      <p className="flow-screen__lead">{copy.codeLead(details.phone)}</p>
      <OtpInput
        value={code}
        onChange={(next) => {
          setCode(next);
          if (next) setError(null);
        }}
        length={4}
        digitsOnly
        label={copy.codeLabel}
        error={error}
        disabled={busy}
        autoFocus
      />
      {notice ? (
        <p className="nok-claim__notice" role="status">
          {notice}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={busy} disabled={!complete}>
        {copy.continue}
      </Button>
      <Button variant="secondary" fullWidth disabled={busy} onClick={() => void resend()}>
        {copy.resend}
      </Button>
      <Button variant="link" fullWidth onClick={onChangeDetails}>
        {copy.changeDetails}
      </Button>
    </form>
  );
}

function DateStep({
  date,
  serverError,
  onContinue,
}: {
  date: string;
  serverError: string | undefined;
  onContinue: (date: string) => void;
}) {
  const [day, setDay] = useState(date);
  const [checked, setChecked] = useState(false);
  const error = checked && !day ? 'Please enter the date' : day === date ? serverError : undefined;
  return (
    <form
      className="flow-screen"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (day) onContinue(day);
      }}
    >
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.dateTitle}
      </h2>
      <TextField
        label={copy.dateLabel}
        hint={copy.dateHint}
        type="date"
        value={day}
        onChange={(event) => setDay(event.currentTarget.value)}
        error={error}
        required
      />
      <Button type="submit" fullWidth>
        {copy.continue}
      </Button>
    </form>
  );
}

function ReviewStep({
  policyNumber,
  date,
  documentCount,
  account,
  formError,
  onEdit,
  onSubmit,
}: {
  policyNumber: string;
  date: string;
  documentCount: number;
  account: { bankCode: string; accountNumber: string };
  formError: string | undefined;
  onEdit: (stage: NextOfKinClaimStage) => void;
  onSubmit: () => Promise<void>;
}) {
  const banks = useBanks();
  const [sending, setSending] = useState(false);
  const bankName = banks.data?.find((b) => b.code === account.bankCode)?.name ?? account.bankCode;
  const rows: { label: string; value: string; step?: NextOfKinClaimStage }[] = [
    { label: copy.reviewPolicy, value: policyNumber },
    { label: copy.reviewBenefit, value: copy.benefit },
    { label: copy.reviewDate, value: formatCalendarDate(date), step: 30 },
    {
      label: copy.reviewDocuments,
      value: documentCount === 1 ? '1 document' : `${documentCount} documents`,
      step: 20,
    },
    { label: copy.reviewAccount, value: `${bankName}, ${account.accountNumber}`, step: 40 },
  ];
  return (
    <div className="flow-screen">
      <h2 className="flow-screen__title" data-stage-heading>
        {copy.reviewTitle}
      </h2>
      <p className="flow-screen__lead">{copy.reviewLead}</p>
      <dl className="claim-review">
        {rows.map((row) => (
          <div className="claim-review__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="claim-review__value">{row.value}</span>
              {row.step ? (
                <Button
                  variant="link"
                  className="claim-review__edit"
                  aria-label={`Change ${row.label.toLowerCase()}`}
                  disabled={sending}
                  onClick={() => onEdit(row.step!)}
                >
                  Change
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="claim-review__declaration">{copy.declaration}</p>
      <FormError message={formError ?? null} />
      <Button
        fullWidth
        loading={sending}
        onClick={() => {
          setSending(true);
          void onSubmit().finally(() => setSending(false));
        }}
      >
        {copy.submit}
      </Button>
    </div>
  );
}
