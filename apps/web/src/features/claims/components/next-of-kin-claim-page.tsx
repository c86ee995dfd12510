import {
  goBackFrom,
  isScreen,
  NEXT_OF_KIN_CLAIM_STEPS,
  nextOfKinClaimFallback,
  nextOfKinClaimStep,
  nextOfKinClaimWizard,
  type NextOfKinClaimScreen,
  type NextOfKinClaimStage,
} from '@alaafia/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.js';
import { CheckCircleIcon } from '#components/ui/icons.js';
import { Logo } from '#components/wizard/logo.js';
import { useWizardProgress } from '#components/wizard/use-wizard-progress.js';
import type { WizardFrameProps } from '#components/wizard/wizard-frame.js';
import { WizardEngine } from '#flows/wizard/wizard-engine.js';
import type { WizardFlow } from '#flows/wizard/wizard-flow.js';
import { paths } from '#config/paths.js';
import { ClaimBankScreen } from './claim-bank-screen';
import { ClaimDocumentsScreen } from './claim-documents-screen';
import { at, useNextOfKinFlow, type NextOfKinState, type Props } from './next-of-kin-claim-flow';
import { CodeStep, DateStep, DetailsStep, ReviewStep } from './next-of-kin-claim-steps';
import '#styles/flows.css';
import '../claims.css';
import { useT } from '#lib/i18n.js';

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
      send={flow.requestCode}
      onSent={(next) => {
        flow.setDetails(next);
        flow.setErrors({});
        wizard.goTo(at('code'));
      }}
      onErrors={flow.setErrors}
    />
  ),
  code: ({ wizard, flow }: Props) => (
    <CodeStep
      details={flow.details}
      verify={flow.verifyCode}
      resend={flow.requestCode}
      onVerified={(t) => {
        flow.setToken(t);
        flow.setErrors({});
        wizard.goTo(at('certificate'));
      }}
      onChangeDetails={() => wizard.goTo(at('details'))}
    />
  ),
  certificate: ({ wizard, flow, t }: Props) => (
    <ClaimDocumentsScreen
      kind="health-cash"
      title={t('claims.nextOfKin.certificateTitle')}
      lead={t('claims.nextOfKin.certificateLead')}
      documents={flow.documents}
      onDocumentsChange={(update) => flow.setDocuments(update)}
      serverError={flow.errors.documents}
      upload={flow.uploadCertificate}
      onContinue={() => wizard.goTo(at('date'))}
    />
  ),
  date: ({ wizard, flow }: Props) => (
    <DateStep
      date={flow.date}
      serverError={flow.errors.date_of_event}
      onContinue={(day) => {
        if (day !== flow.date) flow.setErrors((e) => ({ ...e, date_of_event: undefined }));
        flow.setDate(day);
        wizard.goTo(at('bank'));
      }}
    />
  ),
  bank: ({ wizard, flow, t }: Props) => (
    <ClaimBankScreen
      lead={t('claims.nextOfKin.bankLead')}
      bankCode={flow.account?.bankCode ?? null}
      accountNumber={flow.account?.accountNumber ?? null}
      serverErrors={{ bankCode: flow.errors.bank_code, accountNumber: flow.errors.account_number }}
      onContinue={(next) => {
        flow.setAccount(next);
        wizard.goTo(at('review'));
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
  done: ({ flow, t }: Props) => (
    <div className="flow-screen flow-screen--center">
      <CheckCircleIcon className="claim-done__icon" width={48} height={48} />
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.nextOfKin.doneTitle')}
      </h2>
      {flow.claimNumber ? (
        <p className="claim-done__number">
          {t('claims.nextOfKin.doneNumber', { n: flow.claimNumber })}
        </p>
      ) : null}
      <p className="flow-screen__lead">{t('claims.nextOfKin.doneNext')}</p>
      <p className="flow-screen__lead">{t('claims.nextOfKin.doneSorry')}</p>
    </div>
  ),
};

/**
 * The page around the steps (a page, not the wizard dialog): the logo to sign-in, the title, 'Step n
 * of 6', the step, the table's Back where it has one, and focus on each new step's heading.
 */
function NextOfKinPageFrame({ definition, children }: WizardFrameProps<NextOfKinClaimStage>) {
  const t = useT();
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
        <Link to={paths.login} aria-label={t('claims.nextOfKin.signInHome')}>
          <Logo height={32} decorative />
        </Link>
      </header>
      <main className="auth-card nok-claim" id="main" ref={card}>
        <h1 className="auth-card__title">{t('claims.nextOfKin.pageTitle')}</h1>
        {isScreen(definition, stage, 'details') ? (
          <p className="auth-card__intro">{t('claims.nextOfKin.intro')}</p>
        ) : null}
        {!isScreen(definition, stage, 'done') ? (
          <p className="nok-claim__step">
            {t('claims.nextOfKin.step', {
              n: nextOfKinClaimStep(stage),
              of: NEXT_OF_KIN_CLAIM_STEPS,
            })}
          </p>
        ) : null}
        {children(wizard)}
        {back.kind === 'stage' ? (
          <Button variant="secondary" fullWidth onClick={() => wizard.goTo(back.stage)}>
            {t('claims.nextOfKin.back')}
          </Button>
        ) : null}
      </main>
      <p className="auth-page__footnote">
        <Link to={paths.login}>{t('claims.nextOfKin.signIn')}</Link>
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
  title: 'claims.nextOfKin.pageTitle',
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
  return <WizardEngine flow={nextOfKinFlow} customer={null} start={{ at: at('details') }} />;
}
