import {
  accountDateOfBirthStepSchema,
  dateOfBirthStepSchema,
  genderFromName,
  hasDateOfBirthStep,
  isLicenceImageName,
  KYC_ID_FIELDS,
  kycBodySchemas,
  LICENCE_IMAGE_ACCEPT,
  sendsGenderOnSecondStep,
  UPLOAD_MAX_BYTES,
  type IdType,
  type IdTypeOption,
  type ProductUid,
} from '@alaafia/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '#components/ui/button.js';
import { FormActions } from '#components/ui/form-error.js';
import { FileDropZone, type DropZoneFile } from '#components/ui/file-drop-zone.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { checkId } from '../api/check-id';
import { useBanks } from '../api/get-banks';
import { useUpdateKycProfile } from '../api/update-kyc-profile';
import { uploadLicenceImage } from '../api/upload-licence-image';
import { readIdCheckError, type RegisteredName } from './kyc-errors';
import { storeValidationResult } from './kyc-storage';
import '#styles/flows.css';
import type { MessageKey } from '@alaafia/i18n';
import { ErrorWords, useT } from '#lib/i18n.js';

export type NameMismatch = { idType: IdType; message: string; registered: RegisteredName | null };

/**
 * What the customer entered on 60 (issue 18): the ID type, the bank and the number, kept by the host
 * in memory (never stored) so that coming back to 60 after the name update shows them again.
 */
export type KycIdDraft = { idType: IdType; value: string; bankCode: string };

export type KycIdScreenProps = {
  customerId: number;
  /** The product the check is for: it names the account-number endpoint. */
  product: ProductUid;
  /** The flow's ID types (idTypeOptionsFor(flow)). */
  idTypes: readonly IdTypeOption[];
  title?: string;
  /**
   * The check passed. A Voter's Card or a bank account reports 'first' when its number is validated
   * (the date of birth is then asked here) and 'second' when the date of birth is saved.
   */
  onVerified: (idType: IdType, step: 'first' | 'second') => void;
  /** 'Unable to validate ...': the host opens the name-mismatch modal. */
  onNameMismatch: (mismatch: NameMismatch) => void;
  /** What the customer entered before (back at 60 after the name update); its type must be offered. */
  draft?: Partial<KycIdDraft> | null;
  /** Told of every change of the ID type, bank or number, for the host to keep. */
  onDraftChange?: (draft: KycIdDraft) => void;
};

type FormValues = { idType: IdType; value: string; bankCode: string; gender: string; dob: string };

type LicenceImage = DropZoneFile & { file: File };

/** Each ID type's name in the list, and the label of its number's field. */
const OPTION_LABELS: Readonly<Record<IdType, MessageKey>> = {
  bvn: 'kyc.id.option.bvn',
  nin: 'kyc.id.option.nin',
  vin: 'kyc.id.option.vin',
  dvl: 'kyc.id.option.dvl',
  account_number: 'kyc.id.option.account_number',
};
const VALUE_LABELS: Readonly<Record<IdType, MessageKey>> = {
  bvn: 'kyc.id.value.bvn',
  nin: 'kyc.id.value.nin',
  vin: 'kyc.id.value.vin',
  dvl: 'kyc.id.value.dvl',
  account_number: 'kyc.id.value.account_number',
};

const NUMERIC_TYPES: readonly IdType[] = ['bvn', 'nin', 'account_number'];

/** The values sent are the API's ('Male', 'Female'); the labels are the page's language's. */
const GENDER_OPTIONS = [
  { value: 'Male', label: 'kyc.id.male' },
  { value: 'Female', label: 'kyc.id.female' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/** Puts each issue of a failed zod check on its form field (the first path segment names the field). */
function placeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  setError: UseFormSetError<FormValues>,
  fieldOf: (key: string) => keyof FormValues,
) {
  for (const issue of issues) {
    setError(fieldOf(String(issue.path[0] ?? '')), { type: 'validate', message: issue.message });
  }
}

function today() {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Screen 60, 'First, let's get your identity check done': the ID type, the number of that type, and for a Voter's
 * Card or a bank account a second step with the date of birth (a bank account asks the bank before
 * the number, and the gender before the date of birth). Only one ID value is kept: changing the type
 * clears it. A driver's licence can carry images (png, jpg, jpeg), sent after its number checks out.
 */
export function KycIdScreen({
  customerId,
  product,
  idTypes,
  title,
  onVerified,
  onNameMismatch,
  draft,
  onDraftChange,
}: KycIdScreenProps) {
  const t = useT();
  const draftType = idTypes.some((option) => option.idType === draft?.idType)
    ? draft?.idType
    : undefined;
  const form = useForm<FormValues>({
    defaultValues: {
      idType: draftType ?? idTypes[0]?.idType ?? 'bvn',
      value: draftType ? (draft?.value ?? '') : '',
      bankCode: draftType ? (draft?.bankCode ?? '') : '',
      gender: '',
      dob: '',
    },
  });
  const { register, control, setValue, setError, clearErrors } = form;
  const { errors } = form.formState;
  const [idType, value, bankCode, gender] = useWatch({
    control,
    name: ['idType', 'value', 'bankCode', 'gender'],
  });
  const [step, setStep] = useState<'first' | 'second'>('first');
  // The bank account's name as the bank gave it (issue 38), for the customer to confirm at step 2.
  const [holder, setHolder] = useState<{ name: string; bank: string } | null>(null);

  useEffect(() => {
    onDraftChange?.({ idType, value, bankCode });
  }, [idType, value, bankCode, onDraftChange]);
  const [images, setImages] = useState<LicenceImage[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextImageId = useRef(0);
  const isAccount = idType === 'account_number';
  const banks = useBanks(isAccount);
  const updateProfile = useUpdateKycProfile(customerId);

  /** A new number or bank makes the first check void: back to the first step. */
  function backToFirstStep() {
    if (step === 'first') return;
    setStep('first');
    setHolder(null);
    setValue('gender', '');
    setValue('dob', '');
  }

  function changeIdType() {
    setValue('value', '');
    setValue('bankCode', '');
    setStep('first');
    setHolder(null);
    setValue('gender', '');
    setValue('dob', '');
    setImages([]);
    setImageError(null);
    clearErrors();
  }

  function addImages(files: File[]) {
    const fitting = files.filter((file) => file.size <= UPLOAD_MAX_BYTES);
    const accepted = fitting.filter((file) => isLicenceImageName(file.name));
    setImageError(
      fitting.length < files.length
        ? t('kyc.id.tooLarge')
        : accepted.length < fitting.length
          ? t('kyc.id.wrongType')
          : null,
    );
    setImages((current) => [
      ...current,
      ...accepted.map((file) => {
        nextImageId.current += 1;
        return {
          id: `licence-${nextImageId.current}`,
          name: file.name,
          state: 'selected' as const,
          file,
        };
      }),
    ]);
  }

  function setImage(id: string, patch: Partial<LicenceImage>) {
    setImages((current) =>
      current.map((image) => (image.id === id ? { ...image, ...patch } : image)),
    );
  }

  /** Sends every image not yet sent; true when all of them are on the server. */
  async function uploadImages(licenceNumber: string): Promise<boolean> {
    let allSent = true;
    for (const image of images) {
      if (image.state === 'completed') continue;
      setImage(image.id, { state: 'uploading', error: undefined });
      try {
        await uploadLicenceImage(customerId, licenceNumber, image.file);
        setImage(image.id, { state: 'completed' });
      } catch (error) {
        allSent = false;
        const message =
          error instanceof ApiError
            ? (error.field('file') ?? error.message)
            : t('kyc.error.generic');
        setImage(image.id, { state: 'failed', error: message });
      }
    }
    return allSent;
  }

  async function submitFirstStep(values: FormValues) {
    const { endpoint, field } = KYC_ID_FIELDS[values.idType];
    const body: Record<string, string> = { [field]: values.value };
    if (values.idType === 'account_number') body.bank_code = values.bankCode;
    const parsed = (kycBodySchemas[endpoint] as ZodType<Record<string, unknown>>).safeParse(body);
    if (!parsed.success) {
      placeIssues(parsed.error.issues, setError, (key) =>
        key === 'bank_code' ? 'bankCode' : 'value',
      );
      return;
    }
    const number = String(parsed.data[field]);
    setBusy(true);
    try {
      const data = await checkId(customerId, product, {
        idType: values.idType,
        value: number,
        bankCode: values.bankCode,
      });
      storeValidationResult(data, values.idType);
      if ('account_name' in data) setHolder({ name: data.account_name, bank: data.bank_name });
      if (hasDateOfBirthStep(values.idType)) {
        setStep('second');
      } else if (values.idType === 'dvl' && !(await uploadImages(number))) {
        return;
      }
      onVerified(values.idType, 'first');
    } catch (error) {
      const failure = readIdCheckError(error, values.idType);
      if (failure.kind === 'name-mismatch') {
        onNameMismatch({
          idType: values.idType,
          message: failure.message,
          registered: failure.registered,
        });
      } else {
        setError('value', { type: 'server', message: failure.message });
      }
    } finally {
      setBusy(false);
    }
  }

  async function submitSecondStep(values: FormValues) {
    const withGender = sendsGenderOnSecondStep(values.idType);
    const parsed = withGender
      ? accountDateOfBirthStepSchema.safeParse({
          gender: genderFromName(values.gender) ?? undefined,
          dob: values.dob || undefined,
        })
      : dateOfBirthStepSchema.safeParse({ dob: values.dob || undefined });
    if (!parsed.success) {
      placeIssues(parsed.error.issues, setError, (key) => (key === 'gender' ? 'gender' : 'dob'));
      return;
    }
    setBusy(true);
    try {
      await updateProfile.mutateAsync(parsed.data);
      onVerified(values.idType, 'second');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const genderError = apiError?.field('gender');
      if (genderError) setError('gender', { type: 'server', message: genderError });
      const dobError = apiError
        ? (apiError.field('dob') ?? (genderError ? undefined : apiError.message))
        : t('kyc.error.generic');
      if (dobError) setError('dob', { type: 'server', message: dobError });
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = form.handleSubmit((values) =>
    step === 'second' ? submitSecondStep(values) : submitFirstStep(values),
  );

  const hasValue = value.trim() !== '' && (!isAccount || bankCode !== '');
  const showsNumber = !isAccount || bankCode !== '';
  const showsGender = step === 'second' && isAccount;
  const showsDob = step === 'second' && (!isAccount || gender !== '');

  return (
    <form className="flow-screen" onSubmit={onSubmit} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {title ?? t('kyc.id.title')}
      </h2>
      <Select
        label={t('kyc.id.type')}
        options={idTypes.map((option) => ({
          value: option.idType,
          label: t(OPTION_LABELS[option.idType]),
        }))}
        disabled={busy}
        // The form's first value on the element itself: a type kept from before shows at once.
        defaultValue={form.formState.defaultValues?.idType}
        {...register('idType', { onChange: changeIdType })}
      />
      {isAccount ? (
        <Select
          // Drawn again once the list is there, with the bank already chosen (kept from before):
          // a select cannot show an option it does not have yet.
          key={banks.data ? 'banks' : 'loading'}
          defaultValue={form.getValues('bankCode')}
          label={t('kyc.id.bank')}
          placeholder={banks.isPending ? t('kyc.id.banksLoading') : t('kyc.id.bankChoose')}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
          disabled={busy || banks.isPending}
          error={errors.bankCode?.message ?? (banks.isError ? t('kyc.id.banksFailed') : undefined)}
          {...register('bankCode', { onChange: backToFirstStep })}
        />
      ) : null}
      {isAccount && banks.isError ? (
        <Button variant="link" onClick={() => void banks.refetch()}>
          {t('kyc.id.tryAgain')}
        </Button>
      ) : null}
      {showsNumber ? (
        <TextField
          key={idType}
          label={t(VALUE_LABELS[idType])}
          autoComplete="off"
          inputMode={NUMERIC_TYPES.includes(idType) ? 'numeric' : 'text'}
          spellCheck={false}
          error={errors.value?.message}
          readOnly={busy}
          {...register('value', { onChange: backToFirstStep })}
        />
      ) : null}
      {idType === 'dvl' ? (
        <div className="flow-screen__group">
          <FileDropZone
            label={t('kyc.id.licenceImages')}
            helpText={t('kyc.id.licenceHelp')}
            accept={LICENCE_IMAGE_ACCEPT}
            multiple
            disabled={busy}
            files={images}
            onFilesSelected={addImages}
            onFilesRejected={() => setImageError(t('kyc.id.wrongType'))}
            onRemove={(id) => setImages((current) => current.filter((image) => image.id !== id))}
          />
          {imageError ? (
            <p className="ui-field__error" role="alert">
              <ErrorWords text={imageError} />
            </p>
          ) : null}
        </div>
      ) : null}
      {showsGender && holder ? (
        <div className="flow-screen__group kyc-account-holder" role="status">
          <p className="kyc-account-holder__name">
            {t('kyc.id.accountHolder', { name: holder.name, bank: holder.bank })}
          </p>
          <p className="flow-screen__lead">{t('kyc.id.accountHolderConfirm')}</p>
        </div>
      ) : null}
      {showsGender ? (
        <Select
          label={t('kyc.id.gender')}
          placeholder={t('kyc.id.genderChoose')}
          options={GENDER_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          disabled={busy}
          error={errors.gender?.message}
          {...register('gender')}
        />
      ) : null}
      {showsDob ? (
        <TextField
          label={t('kyc.id.dob')}
          type="date"
          max={today()}
          autoComplete="bday"
          readOnly={busy}
          error={errors.dob?.message}
          {...register('dob')}
        />
      ) : null}
      <FormActions submit={t('kyc.continue')} fullWidth busy={busy} disabled={!hasValue} />
    </form>
  );
}
