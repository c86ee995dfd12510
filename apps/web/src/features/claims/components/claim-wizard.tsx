import {
  claimStageFallback,
  claimWizard,
  EMPTY_CLAIM_DRAFT,
  errorCopy,
  PROGRESS_COOKIE_KEYS,
  type ClaimBody,
  type ClaimDraft,
  type ClaimProductUid,
  type ClaimStage,
  type Customer,
  type EiClaimReason,
  type HtciBenefit,
} from '@alaafia/domain';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useBanks } from '../../../flows/kyc/api/get-banks';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { WizardFrame, type WizardControls } from '../../../components/wizard/wizard-frame';
import { ApiError } from '../../../lib/api-client';
import { setCookie } from '../../../lib/storage';
import { paths } from '../../../config/paths';
import {
  checkClaimEligibility,
  confirmClaimAccount,
  messageOf,
} from '../api/check-claim-eligibility';
import { useClaimLimits } from '../api/get-claim-limits';
import { useMakeClaim } from '../api/make-claim';
import { benefitLimit, claimOption, claimOptions, notCoveredExplanation } from '../claim-options';
import { claimsCopy } from '../claims-copy';
import { ClaimBankScreen } from './claim-bank-screen';
import { ClaimDateScreen } from './claim-date-screen';
import { ClaimDocumentsScreen, type ClaimDocument } from './claim-documents-screen';
import { ClaimNotCoveredScreen } from './claim-not-covered-screen';
import { ClaimReasonScreen } from './claim-reason-screen';
import { ClaimReviewScreen } from './claim-review-screen';
import { ClaimSubmittedScreen } from './claim-submitted-screen';
import '../../../styles/flows.css';
import '../claims.css';

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
export function stageForClaimError(error: unknown): {
  stage: ClaimStage | null;
  errors: ServerErrors;
  alert: string | null;
} {
  if (!(error instanceof ApiError)) return { stage: null, errors: {}, alert: errorCopy.generic };
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

/**
 * The claim wizard (issue 17) over the dashboard, on the shared wizard shell and the domain's stage
 * table: the reason or benefit, the date (and amount), the documents, the bank account, the review
 * and the answer. It always opens at the first stage; what the customer has entered lives in the
 * page (a reload starts again), and only the review's 'Submit claim' sends anything.
 */
export function ClaimWizard({ customer, product, onClose }: ClaimWizardProps) {
  useState(() => setCookie(PROGRESS_COOKIE_KEYS[claimWizard.id], 0));
  return (
    <WizardFrame definition={claimWizard} open title={claimsCopy.wizardTitle} onClose={onClose}>
      {(wizard) => (
        <ClaimStages wizard={wizard} customer={customer} product={product} onClose={onClose} />
      )}
    </WizardFrame>
  );
}

function ClaimStages({
  wizard,
  customer,
  product,
  onClose,
}: {
  wizard: WizardControls<ClaimStage>;
  customer: Customer;
  product: ClaimProductUid;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ClaimDraft>(EMPTY_CLAIM_DRAFT);
  const [documents, setDocuments] = useState<readonly ClaimDocument[]>([]);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [claimNumber, setClaimNumber] = useState<string | null>(null);
  const makeClaim = useMakeClaim(customer.id);
  const banks = useBanks(wizard.stage >= 30);
  const income = product === 'EI';
  const kind = income ? 'income' : 'health-cash';
  // HealthCash: what each benefit can still pay this policy year, told before filing.
  const limits = useClaimLimits(customer.id, !income);

  const uploadedUrls = documents.flatMap((d) => (d.state === 'completed' && d.url ? [d.url] : []));
  const current: ClaimDraft = { ...draft, documents: uploadedUrls };
  // The domain's fallback, and the explanation (5) only for a reason that is not covered.
  const fallback = claimStageFallback(wizard.stage, current, product);
  const stage = fallback === 5 && !notCoveredExplanation(draft.choice) ? 0 : fallback;
  useEffect(() => {
    if (stage !== wizard.stage) wizard.goTo(stage);
  }, [stage, wizard]);

  // Issue 30: the date's rules and the account's name are checked before anything is uploaded or
  // sent (the server's own rules, docs/business-rules.md 'Claims'), not only at Submit.
  const checkDate = useCallback(
    (date: string) =>
      checkClaimEligibility(customer.id, { product_uid: product, date }).then(
        () => null,
        (error: unknown) =>
          messageOf(error, 'date_of_job_loss', 'date_of_event', 'product_uid', 'date'),
      ),
    [customer.id, product],
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

  function submit() {
    makeClaim.mutate(toBody(product, current), {
      onSuccess: (claim) => {
        setClaimNumber(claim.claim_number);
        wizard.goTo(100);
      },
      onError: (error) => {
        const answer = stageForClaimError(error);
        setServerErrors(answer.errors);
        if (answer.stage !== null) wizard.goTo(answer.stage);
        if (answer.alert) setAlert(answer.alert);
      },
    });
  }

  const option = claimOption(product, draft.choice);
  let screen: ReactNode = null;
  switch (stage) {
    case 0:
      screen = (
        <ClaimReasonScreen
          title={income ? claimsCopy.reasonTitle : claimsCopy.benefitTitle}
          lead={income ? claimsCopy.reasonLead : claimsCopy.benefitLead}
          options={claimOptions(product)}
          value={draft.choice}
          note={
            income ? undefined : (
              <>
                {claimsCopy.deathByNextOfKin}{' '}
                <Link to={paths.claimNextOfKin}>{claimsCopy.deathByNextOfKinLink}</Link>
              </>
            )
          }
          onContinue={(choice) => {
            setDraft((d) => ({ ...d, choice }));
            wizard.goTo(notCoveredExplanation(choice) ? 5 : 10);
          }}
        />
      );
      break;
    case 5: {
      const explanation = notCoveredExplanation(draft.choice);
      screen =
        option && explanation ? (
          <ClaimNotCoveredScreen
            reason={option}
            explanation={explanation}
            onChooseAnother={() => wizard.goTo(0)}
            onClose={() => {
              wizard.reset();
              onClose();
            }}
          />
        ) : null;
      break;
    }
    case 10:
      screen = (
        <ClaimDateScreen
          kind={kind}
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
          check={checkDate}
          onContinue={({ date, amount, notice }) => {
            setDraft((d) => ({ ...d, date, amount, noticeBeforePurchase: notice }));
            wizard.goTo(20);
          }}
        />
      );
      break;
    case 20:
      screen = (
        <ClaimDocumentsScreen
          kind={kind}
          documents={documents}
          onDocumentsChange={(update) => setDocuments((list) => update(list))}
          serverError={serverErrors.documents}
          onContinue={() => wizard.goTo(30)}
        />
      );
      break;
    case 30:
      screen = (
        <ClaimBankScreen
          bankCode={draft.bankCode}
          accountNumber={draft.accountNumber}
          serverErrors={{
            bankCode: serverErrors.bankCode,
            accountNumber: serverErrors.accountNumber,
          }}
          confirm={confirmAccount}
          onContinue={({ bankCode, accountNumber }) => {
            setDraft((d) => ({ ...d, bankCode, accountNumber }));
            wizard.goTo(40);
          }}
        />
      );
      break;
    case 40:
      screen = (
        <ClaimReviewScreen
          kind={kind}
          choice={option?.title ?? ''}
          date={draft.date ?? ''}
          amount={income ? null : draft.amount}
          documentCount={uploadedUrls.length}
          bankName={
            banks.data?.find((b) => b.code === draft.bankCode)?.name ?? draft.bankCode ?? ''
          }
          accountNumber={draft.accountNumber ?? ''}
          submitting={makeClaim.isPending}
          onEdit={(to) => wizard.goTo(to)}
          onSubmit={submit}
        />
      );
      break;
    case 100:
      screen = (
        <ClaimSubmittedScreen
          claimNumber={claimNumber}
          onClose={() => {
            wizard.reset();
            onClose();
          }}
        />
      );
      break;
  }

  return (
    <>
      {screen}
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
