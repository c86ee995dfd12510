import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBanks } from '#flows/kyc/api/get-banks.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { useT } from '#lib/i18n.js';

const ACCOUNT_NUMBER = /^\d{10}$/;

type ClaimBankScreenProps = {
  bankCode: string | null;
  accountNumber: string | null;
  /**
   * What the server said of the account on submit (its 422): the holder's name does not match the
   * customer's verified name, or the account was not found. Shown until the account is changed.
   */
  serverErrors?: { bankCode?: string | undefined; accountNumber?: string | undefined };
  onContinue: (account: { bankCode: string; accountNumber: string }) => void;
  /**
   * The customer's wizard: the account is looked up as soon as a bank is chosen and 10 digits are
   * typed (issue 30), answering its name, or why it is refused (someone else's name, not found);
   * Continue waits for a confirmed account. Without it (the next of kin's page), filing checks it.
   */
  confirm?:
    | ((account: {
        bankCode: string;
        accountNumber: string;
      }) => Promise<{ accountName: string } | { refused: string }>)
    | undefined;
  /** The next of kin's page: whose name the account must be in. */
  lead?: string | undefined;
};

/** Stage 30: where the money goes: the bank (the banks reference list) and the account number. */
export function ClaimBankScreen({
  bankCode,
  accountNumber,
  serverErrors,
  onContinue,
  confirm,
  lead,
}: ClaimBankScreenProps) {
  const t = useT();
  const banks = useBanks();
  const form = useForm<{ code: string; number: string }>({
    defaultValues: { code: bankCode ?? '', number: accountNumber ?? '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const number = useWatch({ control: form.control, name: 'number' });
  // Errors show once Continue was pressed (the form was submitted once).
  const checked = form.formState.isSubmitted;
  const unchanged = code === (bankCode ?? '') && number === (accountNumber ?? '');
  const key = code && ACCOUNT_NUMBER.test(number) ? `${code}:${number}` : null;
  const [looked, setLooked] = useState<{
    key: string;
    accountName?: string;
    refused?: string;
  } | null>(null);
  const lookup = looked && looked.key === key ? looked : null;
  const confirming = Boolean(confirm && key && !lookup);

  useEffect(() => {
    if (!confirm || !key) return;
    let current = true;
    const [bank, account] = key.split(':') as [string, string];
    void confirm({ bankCode: bank, accountNumber: account }).then((answer) => {
      if (current) setLooked({ key, ...answer });
    });
    return () => {
      current = false;
    };
  }, [confirm, key]);

  const bankError = checked && !code ? t('claims.bankRequired') : undefined;
  const numberError =
    checked && !ACCOUNT_NUMBER.test(number)
      ? t('claims.accountNumberInvalid')
      : (lookup?.refused ?? (checked && confirming ? t('claims.accountNotConfirmed') : undefined));

  const submit = form.handleSubmit(({ code, number }) => {
    if (!code || !ACCOUNT_NUMBER.test(number)) return;
    if (confirm && !lookup?.accountName) return;
    onContinue({ bankCode: code, accountNumber: number });
  });

  return (
    <form className="flow-screen" noValidate onSubmit={submit}>
      <h2 className="flow-screen__title" data-stage-heading>
        {t('claims.bankTitle')}
      </h2>
      <p className="flow-screen__lead">{lead ?? t('claims.bankLead')}</p>
      <QueryState
        query={banks}
        spinner
        loading="Loading banks"
        error={t('claims.banksFailed')}
        retry={t('claims.retry')}
        className="flow-screen__group"
      >
        {(list) => (
          <Select
            label={t('claims.bank')}
            placeholder={t('claims.bankPlaceholder')}
            options={list.map((b) => ({ value: b.code, label: b.name }))}
            error={bankError ?? (unchanged ? serverErrors?.bankCode : undefined)}
            required
            value={code}
            onChange={(event) => form.setValue('code', event.currentTarget.value)}
          />
        )}
      </QueryState>
      <TextField
        label={t('claims.accountNumber')}
        hint={t('claims.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={number}
        onChange={(event) => form.setValue('number', event.currentTarget.value.replace(/\D/g, ''))}
        error={numberError ?? (unchanged ? serverErrors?.accountNumber : undefined)}
        required
      />
      {confirm && key ? (
        <p className="claim-account-name" role="status" aria-live="polite">
          {confirming
            ? t('claims.checkingAccount')
            : lookup?.accountName
              ? t('claims.accountNameIs', { name: lookup.accountName })
              : null}
        </p>
      ) : null}
      <FormActions
        submit={t('claims.continue')}
        fullWidth
        disabled={!banks.isSuccess || confirming}
      />
    </form>
  );
}
