import {
  claimStageFallback,
  claimWizard,
  EMPTY_CLAIM_DRAFT,
  type ClaimBody,
  type ClaimDraft,
  type ClaimProductUid,
  type ClaimScreen,
  type ClaimStage,
  type Customer,
  type EiClaimReason,
  type HtciBenefit,
} from '@alaafia/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBanks } from '#flows/kyc/api/get-banks.js';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { ApiError } from '#lib/api-client.js';
import { paths } from '#config/paths.js';
import { WizardEngine } from '#flows/wizard/wizard-engine.js';
import type { FlowScreenProps, WizardFlow } from '#flows/wizard/wizard-flow.js';
import {
  checkClaimEligibility,
  confirmClaimAccount,
  messageOf,
} from '../api/check-claim-eligibility';
import { useClaimLimits } from '../api/get-claim-limits';
import { usePayoutAccount } from '../api/get-payout-account';
import {
  forgetClaimDraft,
  readClaimDraft,
  storeClaimDraft,
  type KeptDocument,
} from '../claim-draft-storage';
import { useMakeClaim } from '../api/make-claim';
import {
  benefitLimit,
  claimOption,
  claimOptions,
  notCovered,
  notCoveredExplanation,
} from '../claim-options';
import { ClaimBankScreen } from './claim-bank-screen';
import { ClaimDateScreen } from './claim-date-screen';
import { ClaimDocumentsScreen, type ClaimDocument } from './claim-documents-screen';
import { ClaimNotCoveredScreen } from './claim-not-covered-screen';
import { ClaimReasonScreen } from './claim-reason-screen';
import { ClaimReviewScreen } from './claim-review-screen';
import { ClaimSubmittedScreen } from './claim-submitted-screen';
import '#styles/flows.css';
import '../claims.css';
import type { Translate } from '@alaafia/i18n';
import { useDates } from '#lib/i18n.js';

export type ClaimWizardProps = {
  customer: Customer;
  product: ClaimProductUid;
  onClose: () => void;
};

/** What the server said, by the wizard's stage that can put it right. */
type ServerErrors = {
  date?: string | undefined;
  amount?: string | undefined;
  notice?: string | undefined;
  documents?: string | undefined;
  bankCode?: string | undefined;
  accountNumber?: string | undefined;
};

/** The first message of the fields that start with `prefix` (documents.0 is a documents error). */
function firstError(errors: Record<string, string[]>, ...fields: string[]): string | undefined {
  for (const [key, messages] of Object.entries(errors)) {
    if (fields.some((f) => key === f || key.startsWith(`${f}.`)) && messages[0]) return messages[0];
  }
  return undefined;
}

/** A 422 sends the customer to the stage where it can be put right; anything else is an alert. */
export function stageForClaimError(
  t: Translate,
  error: unknown,
): {
  stage: ClaimStage | null;
  errors: ServerErrors;
  alert: string | null;
} {
  if (!(error instanceof ApiError))
    return { stage: null, errors: {}, alert: t('common.error.generic') };
  const e = error.errors;
  const errors: ServerErrors = {
    date: firstError(e, 'date_of_job_loss', 'date_of_event'),
    amount: firstError(e, 'amount_claimed'),
    notice: firstError(e, 'notice_before_purchase'),
    documents: firstError(e, 'documents'),
    bankCode: firstError(e, 'bank_code'),
    accountNumber: firstError(e, 'account_number'),
  };
  if (errors.bankCode || errors.accountNumber) return { stage: 30, errors, alert: null };
  if (errors.documents) return { stage: 20, errors, alert: null };
  if (errors.date || errors.amount || errors.notice) return { stage: 10, errors, alert: null };
  const reason = firstError(e, 'reason', 'benefit');
  return { stage: null, errors, alert: reason ?? error.message };
}

function toBody(product: ClaimProductUid, draft: ClaimDraft): ClaimBody {
  const common = {
    documents: [...draft.documents],
    bank_code: draft.bankCode ?? '',
    account_number: draft.accountNumber ?? '',
  };
  return product === 'EI'
    ? {
        product_uid: 'EI',
        reason: draft.choice as EiClaimReason,
        date_of_job_loss: draft.date ?? '',
        notice_before_purchase: draft.noticeBeforePurchase ?? false,
        ...common,
      }
    : {
        product_uid: 'HTCI',
        benefit: draft.choice as HtciBenefit,
        date_of_event: draft.date ?? '',
        amount_claimed: draft.amount ?? 0,
        ...common,
      };
}

/** The files uploaded so far, as the kept draft holds them (a file still sending is not kept). */
function uploadedDocuments(documents: readonly ClaimDocument[]): KeptDocument[] {
  return documents.flatMap((d) =>
    d.state === 'completed' && d.url ? [{ name: d.name, url: d.url }] : [],
  );
}

/** The flow's own state: what the customer has entered, the server's answers and the handlers. */
type ClaimState = {
  product: ClaimProductUid;
  income: boolean;
  kind: 'income' | 'health-cash';
  draft: ClaimDraft;
  setDraft: (update: (draft: ClaimDraft) => ClaimDraft) => void;
  documents: readonly ClaimDocument[];
  setDocuments: (update: (list: readonly ClaimDocument[]) => readonly ClaimDocument[]) => void;
  /** The draft with the documents uploaded so far. */
  current: ClaimDraft;
  serverErrors: ServerErrors;
  alert: string | null;
  setAlert: (alert: string | null) => void;
  claimNumber: string | null;
  banks: ReturnType<typeof useBanks>;
  limits: ReturnType<typeof useClaimLimits>;
  /** The account the bank step starts from (issue 38): the last claim's or the verified one. */
  payoutAccount: ReturnType<typeof usePayoutAccount>;
  checkDate: (date: string) => Promise<string | { notice: string } | null>;
  confirmAccount: (account: {
    bankCode: string;
    accountNumber: string;
  }) => Promise<{ accountName: string } | { refused: string }>;
  submitting: boolean;
  submit: () => void;
};

type Props = FlowScreenProps<ClaimStage, ClaimState, undefined>;

function useClaimFlow(
  product: ClaimProductUid,
  { wizard, customer, t }: Omit<Props, 'flow'>,
): ClaimState {
  // What the customer left before a reload (issue 38): read once, when the wizard opens.
  const [kept] = useState(() => readClaimDraft(customer.id, product));
  const [draft, setDraft] = useState<ClaimDraft>(kept?.draft ?? EMPTY_CLAIM_DRAFT);
  const [documents, setDocuments] = useState<readonly ClaimDocument[]>(() =>
    (kept?.documents ?? []).map((d, i) => ({
      id: `kept-${i}`,
      name: d.name,
      state: 'completed' as const,
      url: d.url,
    })),
  );
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [claimNumber, setClaimNumber] = useState<string | null>(null);
  const makeClaim = useMakeClaim(customer.id);
  const banks = useBanks(wizard.stage >= 30);
  const income = product === 'EI';
  // HealthCash: what each benefit can still pay this policy year, told before filing.
  const limits = useClaimLimits(customer.id, !income);
  const payoutAccount = usePayoutAccount(customer.id);
  const dates = useDates();

  const uploadedUrls = documents.flatMap((d) => (d.state === 'completed' && d.url ? [d.url] : []));
  const current: ClaimDraft = { ...draft, documents: uploadedUrls };

  // Every answer and upload is kept as it is made, so a reload loses nothing; filed, it goes.
  useEffect(() => {
    if (claimNumber) return;
    storeClaimDraft(customer.id, product, draft, uploadedDocuments(documents));
  }, [draft, documents, claimNumber, customer.id, product]);

  // Issue 30: the date's rules and the account's name are checked before anything is uploaded or
  // sent (the server's own rules, docs/business-rules.md 'Claims'), not only at Submit.
  // HealthCash: with the benefit, so a claim already made for the event is told here (issue 38).
  const benefit = income ? undefined : (draft.choice as HtciBenefit | undefined) || undefined;
  const checkDate = useCallback(
    (date: string) =>
      checkClaimEligibility(customer.id, {
        product_uid: product,
        date,
        ...(benefit ? { benefit } : {}),
      }).then(
        // The API's notice is English (heldForPremiumCopy.beforeFiling, claimCopy.followUp); the
        // page says the same from the catalogue in its language, by what the answer names.
        (answer) =>
          answer.premium_unpaid_due_on
            ? {
                notice: t('claims.heldForPremium.beforeFiling', {
                  due: dates.day(answer.premium_unpaid_due_on),
                }),
              }
            : answer.follow_up_of
              ? { notice: t('claims.followUpNotice', { claimNumber: answer.follow_up_of }) }
              : answer.notice
                ? { notice: answer.notice }
                : null,
        (error: unknown) =>
          messageOf(error, 'date_of_job_loss', 'date_of_event', 'product_uid', 'benefit', 'date'),
      ),
    [customer.id, product, benefit, t, dates],
  );
  const confirmAccount = useCallback(
    (account: { bankCode: string; accountNumber: string }) =>
      confirmClaimAccount(customer.id, {
        bank_code: account.bankCode,
        account_number: account.accountNumber,
      }).then(
        (answer) => ({ accountName: answer.account_name }),
        (error: unknown) => ({ refused: messageOf(error, 'account_number', 'bank_code') }),
      ),
    [customer.id],
  );

  return {
    product,
    income,
    kind: income ? 'income' : 'health-cash',
    draft,
    setDraft,
    documents,
    setDocuments,
    current,
    serverErrors,
    alert,
    setAlert,
    claimNumber,
    banks,
    limits,
    payoutAccount,
    checkDate,
    confirmAccount,
    submitting: makeClaim.isPending,
    submit() {
      makeClaim.mutate(toBody(product, current), {
        onSuccess: (claim) => {
          forgetClaimDraft();
          setClaimNumber(claim.claim_number);
          wizard.goTo(100);
        },
        onError: (error) => {
          const answer = stageForClaimError(t, error);
          setServerErrors(answer.errors);
          if (answer.stage !== null) wizard.goTo(answer.stage);
          if (answer.alert) setAlert(answer.alert);
        },
      });
    },
  };
}

/** Each screen key of the domain's claim table (packages/domain/src/wizard-claim.ts) drawn. */
const claimScreens: WizardFlow<ClaimStage, ClaimScreen, ClaimState>['screens'] = {
  reason: ({ wizard, flow, t }: Props) => (
    <ClaimReasonScreen
      title={flow.income ? t('claims.reasonTitle') : t('claims.benefitTitle')}
      lead={flow.income ? t('claims.reasonLead') : t('claims.benefitLead')}
      options={claimOptions(t, flow.product)}
      value={flow.draft.choice}
      note={
        flow.income ? undefined : (
          <>
            {t('claims.deathByNextOfKin')}{' '}
            <Link to={paths.claimNextOfKin}>{t('claims.deathByNextOfKinLink')}</Link>
          </>
        )
      }
      onContinue={(choice) => {
        flow.setDraft((d) => ({ ...d, choice }));
        wizard.goTo(notCovered(choice) ? 5 : 10);
      }}
    />
  ),
  'not-covered': ({ wizard, flow, leave, t }: Props) => {
    const option = claimOption(t, flow.product, flow.draft.choice);
    const explanation = notCoveredExplanation(t, flow.draft.choice);
    return option && explanation ? (
      <ClaimNotCoveredScreen
        reason={option}
        explanation={explanation}
        onChooseAnother={() => wizard.goTo(0)}
        onClose={() => {
          wizard.reset();
          leave();
        }}
      />
    ) : null;
  },
  dates: ({ wizard, flow }: Props) => {
    const { draft, serverErrors, limits } = flow;
    return (
      <ClaimDateScreen
        kind={flow.kind}
        date={draft.date}
        amount={draft.amount}
        limit={benefitLimit(draft.choice)}
        left={
          limits.data && draft.choice && draft.choice in limits.data.benefits
            ? limits.data.benefits[draft.choice as HtciBenefit].left
            : undefined
        }
        notice={draft.noticeBeforePurchase}
        serverErrors={{
          date: serverErrors.date,
          amount: serverErrors.amount,
          notice: serverErrors.notice,
        }}
        check={flow.checkDate}
        onContinue={({ date, amount, notice }) => {
          flow.setDraft((d) => ({ ...d, date, amount, noticeBeforePurchase: notice }));
          wizard.goTo(20);
        }}
      />
    );
  },
  documents: ({ wizard, flow }: Props) => (
    <ClaimDocumentsScreen
      kind={flow.kind}
      documents={flow.documents}
      onDocumentsChange={(update) => flow.setDocuments((list) => update(list))}
      serverError={flow.serverErrors.documents}
      onContinue={() => wizard.goTo(30)}
    />
  ),
  'bank-account': ({ wizard, flow }: Props) => (
    <ClaimBankScreen
      // Prefilled with the payout account on file (issue 38) until the customer chose one: drawn
      // again when it arrives, since a form takes its first values once.
      key={flow.payoutAccount.isPending ? 'waiting' : 'ready'}
      bankCode={flow.draft.bankCode ?? flow.payoutAccount.data?.bank_code ?? null}
      accountNumber={flow.draft.accountNumber ?? flow.payoutAccount.data?.account_number ?? null}
      serverErrors={{
        bankCode: flow.serverErrors.bankCode,
        accountNumber: flow.serverErrors.accountNumber,
      }}
      confirm={flow.confirmAccount}
      onContinue={({ bankCode, accountNumber }) => {
        flow.setDraft((d) => ({ ...d, bankCode, accountNumber }));
        wizard.goTo(40);
      }}
    />
  ),
  review: ({ wizard, flow, t }: Props) => {
    const { draft, current } = flow;
    return (
      <ClaimReviewScreen
        kind={flow.kind}
        choice={claimOption(t, flow.product, draft.choice)?.title ?? ''}
        date={draft.date ?? ''}
        amount={flow.income ? null : draft.amount}
        documentCount={current.documents.length}
        bankName={
          flow.banks.data?.find((b) => b.code === draft.bankCode)?.name ?? draft.bankCode ?? ''
        }
        accountNumber={draft.accountNumber ?? ''}
        submitting={flow.submitting}
        onEdit={(to) => wizard.goTo(to)}
        onSubmit={flow.submit}
      />
    );
  },
  submitted: ({ wizard, flow, leave }: Props) => (
    <ClaimSubmittedScreen
      claimNumber={flow.claimNumber}
      onClose={() => {
        wizard.reset();
        leave();
      }}
    />
  ),
};

/** The claim flow of one product, on the wizard engine (flows/wizard/wizard-flow.ts). */
function claimFlow(product: ClaimProductUid): WizardFlow<ClaimStage, ClaimScreen, ClaimState> {
  return {
    table: claimWizard,
    title: 'claims.wizardTitle',
    useFlow: (tools) => useClaimFlow(product, tools),
    // The domain's fallback, and the explanation (5) only for a reason that is not covered.
    fallback: (stage, { flow }) => {
      const fallback = claimStageFallback(stage, flow.current, product);
      return fallback === 5 && !notCovered(flow.draft.choice) ? 0 : fallback;
    },
    screens: claimScreens,
    // The server's answer that is not for one stage: an alert over the screen.
    Overlays: ({ flow }: Props) => (
      <AlertDialog
        open={flow.alert !== null}
        message={flow.alert}
        onClose={() => flow.setAlert(null)}
      />
    ),
  };
}

const claimFlows: Record<ClaimProductUid, WizardFlow<ClaimStage, ClaimScreen, ClaimState>> = {
  EI: claimFlow('EI'),
  HTCI: claimFlow('HTCI'),
};

/**
 * The claim wizard (issue 17) over the dashboard, on the wizard engine with the domain's stage
 * table: the reason or benefit, the date (and amount), the documents, the bank account, the review
 * and the answer. It opens at the first stage, unless this customer left a claim on this product
 * part-way (claim-draft-storage.ts: a reload, issue 38): then where they were, with what they had
 * entered and uploaded. Only the review's 'Submit claim' sends anything.
 */
export function ClaimWizard({ customer, product, onClose }: ClaimWizardProps) {
  const [resume] = useState(() => readClaimDraft(customer.id, product) !== null);
  return (
    <WizardEngine
      flow={claimFlows[product]}
      customer={customer}
      start={resume ? { at: 'stored' } : { at: 0 }}
      onLeave={onClose}
    />
  );
}
