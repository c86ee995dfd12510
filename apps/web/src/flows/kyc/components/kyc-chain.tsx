import {
  idTypeOptionsFor,
  kycChainScreenAt,
  nextKycStage,
  type Customer,
  type IdType,
  type IdTypeOption,
  type KycChainScreen,
  type KycEvent,
  type ProductUid,
  type WizardId,
} from '@alaafia/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { ApiError } from '#lib/api-client.js';
import { useCleanProfile } from '../api/clean-profile';
import { CompletionScreen, type CompletionCover } from './completion-screen';
import { ConfirmDetailsScreen } from './confirm-details-screen';
import type { KycFailure } from './kyc-errors';
import { KycIdScreen, type KycIdDraft, type NameMismatch } from './kyc-id-screen';
import {
  forgetNameMismatch,
  readNameMismatch,
  readValidationResult,
  storeNameMismatch,
} from './kyc-storage';
import { NameEditScreen } from './name-edit-screen';
import { NameMismatchModal } from './name-mismatch-modal';
import { OtpScreen } from './otp-screen';
import { VerificationUnsuccessfulModal } from './verification-unsuccessful-modal';
import type { MessageKey } from '@alaafia/i18n';
import { useT } from '#lib/i18n.js';

export { isKycChainStage, KYC_CHAIN_STAGES } from '../kyc-stages';

/** Words a flow may set for its own screens (the income flow's name step, the yearly code prompt):
 * keys of the catalogue, drawn in the page's language. */
export type KycChainCopy = {
  idTitle?: MessageKey;
  otpPrompt?: MessageKey;
  nameEditTitle?: MessageKey;
  nameEditButtonLabel?: MessageKey | ((idType: IdType) => MessageKey);
  confirmTitle?: MessageKey;
};

export type KycChainProps = {
  /** Whose chain: the transitions of nextKycStage and, unless idTypes is given, the ID types. */
  flow: WizardId;
  /** The wizard's current stage; screens show at 60, 70, 80, 90 and 100. */
  stage: number;
  /** Where the chain goes next, exactly as nextKycStage says (0 after a cancelled mismatch). */
  onStageChange: (stage: number) => void;
  customer: Customer;
  /** The product bought: the account-number endpoint and screen 100's profile completion. */
  product: ProductUid;
  /** Screen 100's policy; undefined while it loads. */
  cover: CompletionCover | undefined;
  /** After screen 100's Complete. */
  onCompleted: () => void;
  idTypes?: readonly IdTypeOption[];
  copy?: KycChainCopy;
  /** 'verification-unsuccessful': the monthly health wizard's modal instead of the 'Error!' ones. */
  errorModal?: 'standard' | 'verification-unsuccessful';
  /** Passed to 'Verification unsuccessful.' when the host knows the N50 was refunded. */
  cardRefundProcessed?: boolean;
};

type ModalState = { kind: 'mismatch'; message: string } | { kind: 'error'; message: string } | null;

/**
 * The shared KYC screens 60 to 100 with their modals, placed by the host wizard at its stages. Every
 * transition is nextKycStage(flow, event); the chosen ID type lives in the validation-result cookie
 * (the type, never the number) so a reload at 70 or 80 still knows it.
 */
export function KycChain({
  flow,
  stage,
  onStageChange,
  customer,
  product,
  cover,
  onCompleted,
  idTypes,
  copy = {},
  errorModal = 'standard',
  cardRefundProcessed = false,
}: KycChainProps) {
  const t = useT();
  const said = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const [modal, setModal] = useState<ModalState>(null);
  const [mismatch, setMismatch] = useState(readNameMismatch);
  // What was entered on 60, kept while the chain is open (never stored: ID numbers stay in memory),
  // so 80's name update back to 60 keeps the ID type, bank and number (issue 18). After a reload only
  // the type is known (from the mismatch record).
  const [draft, setDraft] = useState<Partial<KycIdDraft> | null>(() => {
    const stored = readNameMismatch();
    return stored ? { idType: stored.id_type } : null;
  });
  const clean = useCleanProfile(customer.id);
  const screen = kycChainScreenAt(stage);
  const idType: IdType | null =
    screen === 'name'
      ? (mismatch?.id_type ?? null)
      : (readValidationResult()?.id_type ?? mismatch?.id_type ?? null);

  // Screen 80 needs the mismatch that led there; without it (a stale stage) the chain starts at 60.
  const lostNameEdit = screen === 'name' && idType === null;
  useEffect(() => {
    if (lostNameEdit) onStageChange(60);
  }, [lostNameEdit, onStageChange]);

  function go(event: KycEvent) {
    const next = nextKycStage(flow, event);
    if (next !== stage) onStageChange(next);
  }

  function openMismatch(found: NameMismatch) {
    const record = {
      first_name: found.registered?.first_name ?? '',
      last_name: found.registered?.last_name ?? '',
      id_type: found.idType,
    };
    storeNameMismatch(record);
    setMismatch(record);
    setModal({ kind: 'mismatch', message: found.message });
  }

  function onOtpFailure(failure: KycFailure) {
    if (failure.kind === 'name-mismatch') {
      openMismatch({ idType: idType ?? 'bvn', ...failure });
    } else {
      setModal({ kind: 'error', message: failure.message });
    }
  }

  function confirmMismatch() {
    setModal(null);
    go({ type: 'name-mismatch-confirm' });
  }

  async function cancelMismatch() {
    try {
      // Issue 30: the customer has paid for the policy this check is for, so Cancel keeps the
      // purchase's data and returns to the ID screen (another ID, or later); only the unfinished
      // check's identity data goes (docs/business-rules.md, 'Identity checks').
      await clean.mutateAsync();
      forgetNameMismatch();
      setMismatch(null);
      setDraft(null);
      setModal(null);
      go({ type: 'name-mismatch-cancel' });
    } catch (error) {
      setModal({
        kind: 'error',
        message: error instanceof ApiError ? error.message : t('kyc.error.generic'),
      });
    }
  }

  const validated = readValidationResult();
  const buttonLabel = copy.nameEditButtonLabel;

  // Each screen of the chain's table (packages/domain/src/wizard-kyc.ts), drawn at its stage.
  const screens: Record<KycChainScreen, () => ReactNode> = {
    id: () => (
      <KycIdScreen
        customerId={customer.id}
        product={product}
        idTypes={idTypes ?? idTypeOptionsFor(flow)}
        title={said(copy.idTitle)}
        onVerified={(type, step) => go({ type: 'id-verified', idType: type, step })}
        onNameMismatch={openMismatch}
        draft={draft}
        onDraftChange={setDraft}
      />
    ),
    code: () => (
      <OtpScreen
        customerId={customer.id}
        prompt={said(copy.otpPrompt)}
        onVerified={() => go({ type: 'otp-verified' })}
        onFailure={onOtpFailure}
      />
    ),
    // Without the mismatch that led here (a stale stage) nothing shows, and the chain starts at 60.
    name: () =>
      idType ? (
        <NameEditScreen
          customerId={customer.id}
          idType={idType}
          registered={
            mismatch && (mismatch.first_name || mismatch.last_name)
              ? { first_name: mismatch.first_name, last_name: mismatch.last_name }
              : null
          }
          title={said(copy.nameEditTitle)}
          buttonLabel={said(typeof buttonLabel === 'function' ? buttonLabel(idType) : buttonLabel)}
          onUpdated={() => go({ type: 'name-updated', idType })}
        />
      ) : null,
    confirm: () => (
      <ConfirmDetailsScreen
        customerId={customer.id}
        title={said(copy.confirmTitle)}
        details={{
          first_name: validated?.first_name ?? customer.first_name,
          last_name: validated?.last_name ?? customer.last_name,
          email: validated?.email ?? customer.email,
          phone_number: validated?.phone_number ?? customer.phone_number,
        }}
        onConfirmed={() => go({ type: 'details-confirmed' })}
      />
    ),
    completion: () => (
      <CompletionScreen
        customerId={customer.id}
        productUid={product}
        firstName={customer.first_name}
        cover={cover}
        onCompleted={onCompleted}
      />
    ),
  };
  return (
    <>
      {screen ? screens[screen]() : null}

      {errorModal === 'verification-unsuccessful' ? (
        <VerificationUnsuccessfulModal
          open={modal !== null}
          message={modal?.message ?? ''}
          errorType={modal?.kind === 'mismatch' ? 'name' : 'other'}
          refundProcessed={cardRefundProcessed}
          onTryAgain={() => setModal(null)}
          onEditName={confirmMismatch}
          onCancel={() => void cancelMismatch()}
          cancelling={clean.isPending}
        />
      ) : (
        <>
          <NameMismatchModal
            open={modal?.kind === 'mismatch'}
            message={modal?.message ?? ''}
            onConfirm={confirmMismatch}
            onCancel={() => void cancelMismatch()}
            cancelling={clean.isPending}
          />
          <AlertDialog
            open={modal?.kind === 'error'}
            message={modal?.message}
            onClose={() => setModal(null)}
          />
        </>
      )}
    </>
  );
}
