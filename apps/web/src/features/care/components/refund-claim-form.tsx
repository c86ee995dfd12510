import {
  formatNaira,
  HEALTH_BENEFITS,
  type AskedToPayCase,
  type HealthBenefit,
} from '@alaafia/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '#components/ui/field.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { useBanks } from '#flows/kyc/api/get-banks.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { useT } from '#lib/i18n.js';
import { uploadFile } from '#lib/upload-file.js';
import { useFileRefund, useRefundAccount } from '../api/care-api';

type RefundValues = {
  amount_paid: string;
  care: '' | HealthBenefit;
  receipt: FileList | null;
  bank_code: string;
  account_number: string;
};
const FIELDS = ['amount_paid', 'care', 'receipt', 'bank_code', 'account_number'] as const;

/**
 * The refund claim of a member who paid (issue 39 item 6; docs/business-rules.md, 'Asked to pay at
 * the hospital'): on a case where they paid, what they paid, for what care, the receipt and the
 * account to pay it back to (the account on file to start with). Once filed, the case shows the
 * claim and its status instead.
 */
export function RefundClaim({ customerId, item }: { customerId: number; item: AskedToPayCase }) {
  const t = useT();
  if (item.refund_claim) {
    return (
      <p role="status">
        {t('support.care.refundFiled', {
          claimNumber: item.refund_claim.claim_number,
          amount: formatNaira(item.refund_claim.amount_claimed),
          status: t(`claims.status.${item.refund_claim.status}`),
        })}
      </p>
    );
  }
  if (!item.paid) return null;
  return <RefundClaimForm customerId={customerId} item={item} />;
}

function RefundClaimForm({ customerId, item }: { customerId: number; item: AskedToPayCase }) {
  const t = useT();
  const id = useId();
  const file = useFileRefund(customerId);
  const banks = useBanks();
  const onFile = useRefundAccount(customerId, true);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RefundValues>({
    defaultValues: {
      amount_paid: String(item.amount_asked),
      care: '',
      receipt: null,
      bank_code: '',
      account_number: '',
    },
  });
  const account = onFile.data;
  useEffect(() => {
    if (account && !form.getValues('bank_code')) {
      form.setValue('bank_code', account.bank_code);
      form.setValue('account_number', account.account_number);
    }
  }, [account, form]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const chosen = values.receipt?.[0];
    if (!chosen) {
      form.setError('receipt', {
        type: 'required',
        message: t('support.care.refundReceiptNeeded'),
      });
      return;
    }
    let receipt: string;
    try {
      receipt = (await uploadFile('claim_document', chosen)).file_url;
    } catch (failure) {
      form.setError('receipt', { type: 'server', message: errorMessageOf(failure) ?? '' });
      return;
    }
    try {
      await file.mutateAsync({
        caseId: item.id,
        amount_paid: values.amount_paid === '' ? Number.NaN : Number(values.amount_paid),
        care: (values.care || undefined) as HealthBenefit,
        receipt,
        bank_code: values.bank_code,
        account_number: values.account_number,
      });
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, [...FIELDS]));
    }
  });
  const field = (name: keyof RefundValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="care-refund"
      aria-label={t('support.care.refundTitle')}
    >
      <h3>{t('support.care.refundTitle')}</h3>
      <p>{t('support.care.refundIntro')}</p>
      <FormError message={formError} />
      <Field
        label={t('support.care.refundAmount')}
        inputId={`${id}-amount_paid`}
        error={errors.amount_paid?.message}
        errorId={`${id}-amount_paid-error`}
      >
        <input
          inputMode="numeric"
          className="ui-input"
          {...field('amount_paid')}
          {...form.register('amount_paid')}
        />
      </Field>
      <Field
        label={t('support.care.refundCare')}
        inputId={`${id}-care`}
        error={errors.care?.message}
        errorId={`${id}-care-error`}
      >
        <select className="ui-input" {...field('care')} {...form.register('care')}>
          <option value="">{t('support.care.refundCareChoose')}</option>
          {HEALTH_BENEFITS.map((benefit) => (
            <option key={benefit} value={benefit}>
              {t('support.care.refundCareOption', { benefit })}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('support.care.refundReceipt')}
        inputId={`${id}-receipt`}
        error={errors.receipt?.message}
        errorId={`${id}-receipt-error`}
      >
        <input
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          {...field('receipt')}
          {...form.register('receipt')}
        />
      </Field>
      <Field
        label={t('support.care.refundBank')}
        inputId={`${id}-bank_code`}
        error={errors.bank_code?.message}
        errorId={`${id}-bank_code-error`}
      >
        <select className="ui-input" {...field('bank_code')} {...form.register('bank_code')}>
          <option value="">{t('support.care.refundBankChoose')}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('support.care.refundAccount')}
        inputId={`${id}-account_number`}
        error={errors.account_number?.message}
        errorId={`${id}-account_number-error`}
      >
        <input
          inputMode="numeric"
          autoComplete="off"
          className="ui-input"
          {...field('account_number')}
          {...form.register('account_number')}
        />
      </Field>
      <FormActions submit={t('support.care.refundSend')} busy={file.isPending} />
    </form>
  );
}
