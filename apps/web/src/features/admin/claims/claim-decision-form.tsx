import {
  CLAIM_REJECTION_CODES,
  CLAIM_REJECTION_LABELS,
  formatNaira,
  HTCI_BENEFITS,
  koboToNaira,
  type AdminClaim,
  type ClaimDecision,
  type ClaimRejectionCode,
} from '@alaafia/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { MoneyInput } from '#components/ui/money-input.js';
import { Select } from '#components/ui/select.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { AmountInWords, differsFromClaimed, DifferentAmountDialog } from '../shared/money-decision';
import { useDecideClaim } from './claims-api';

export const DECISIONS: { value: ClaimDecision; label: string }[] = [
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject' },
  { value: 'request_info', label: 'Ask for more information' },
];

/** The coded reasons an officer chooses from when rejecting (docs/business-rules.md, 'Claims'). */
const REJECTION_OPTIONS = CLAIM_REJECTION_CODES.map((code) => ({
  value: code,
  label: CLAIM_REJECTION_LABELS[code],
}));

type DecisionValues = {
  decision: ClaimDecision;
  amount: number | null;
  rejection_code: ClaimRejectionCode | '';
  reason: string;
};

/** The officer's decision on a claim awaiting one: approve (with the amount), reject, or ask. */
export function DecisionForm({
  claim,
  onSaved,
}: {
  claim: AdminClaim;
  onSaved: (decision: ClaimDecision) => void;
}) {
  const decide = useDecideClaim();
  // The most that can be approved: what is left of the benefit's limit this policy year (a
  // hospital refund: what the member paid; the API caps it at what the plan had left that month).
  const limit =
    claim.benefit === 'hospital_refund'
      ? claim.amount_claimed
      : claim.benefit
        ? Math.min(
            koboToNaira(HTCI_BENEFITS[claim.benefit].limitKobo),
            claim.limits_left?.benefits[claim.benefit].left ??
              koboToNaira(HTCI_BENEFITS[claim.benefit].limitKobo),
          )
        : null;
  const form = useForm<DecisionValues>({
    defaultValues: {
      decision: 'approve',
      amount:
        claim.amount_claimed !== null && limit !== null
          ? Math.min(claim.amount_claimed, limit)
          : null,
      rejection_code: '',
      reason: '',
    },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const wordsId = useId();
  const decision = useWatch({ control: form.control, name: 'decision' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const paying = decision === 'approve' ? amount : null;

  function send(values: DecisionValues) {
    setFormError(null);
    // mutateAsync: the claim list refetched on success can unmount this form (the claim no longer
    // awaits a decision) before mutate's own callbacks run, and they would never fire.
    decide
      .mutateAsync({
        claimId: claim.id,
        body: {
          decision: values.decision,
          reason: values.reason,
          ...(values.decision === 'approve' && values.amount !== null
            ? { amount: values.amount }
            : {}),
          ...(values.decision === 'reject' && values.rejection_code
            ? { rejection_code: values.rejection_code }
            : {}),
        },
      })
      .then(() => onSaved(values.decision))
      .catch((error: unknown) =>
        setFormError(
          applyServerErrors(error, form.setError, ['amount', 'rejection_code', 'reason']),
        ),
      )
      .finally(() => setConfirming(false));
  }

  const submit = form.handleSubmit((values) => {
    if (differsFromClaimed(paying, claim.amount_claimed)) setConfirming(true);
    else send(values);
  });

  return (
    <form className="admin-form admin-claim__decision" onSubmit={submit} noValidate>
      <fieldset className="admin-form__roles">
        <legend className="admin-claim__heading">Decision</legend>
        {DECISIONS.map((d) => (
          <label key={d.value}>
            <input type="radio" value={d.value} {...form.register('decision')} /> {d.label}
          </label>
        ))}
      </fieldset>
      {decision === 'approve' ? (
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <MoneyInput
              label="Amount to pay"
              currencyLabel="Amount in naira"
              hint={
                claim.product_uid === 'EI'
                  ? "Leave empty to pay the plan's benefit in monthly parts."
                  : claim.product_uid === 'HI'
                    ? `What the receipt shows, up to the ${formatNaira(limit ?? 0)} the member paid (and what the plan had left for that care that month).`
                    : `What the evidence shows, up to ${formatNaira(limit ?? 0)} (what is left of this benefit this policy year).`
              }
              value={field.value}
              onChange={field.onChange}
              error={errors.amount?.message}
              aria-describedby={wordsId}
            />
          )}
        />
      ) : null}
      {decision === 'approve' ? <AmountInWords id={wordsId} amount={amount} /> : null}
      {decision === 'reject' ? (
        <Select
          label="Reason code"
          placeholder="Choose the reason"
          options={REJECTION_OPTIONS}
          error={errors.rejection_code?.message}
          {...form.register('rejection_code')}
        />
      ) : null}
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="decision-reason">
          Reason
        </label>
        <textarea
          id="decision-reason"
          className="ui-input admin-claim__reason"
          rows={3}
          aria-describedby={errors.reason ? 'decision-reason-error' : undefined}
          aria-invalid={errors.reason ? true : undefined}
          {...form.register('reason')}
        />
        {errors.reason ? (
          <p className="ui-field__error" id="decision-reason-error">
            {errors.reason.message}
          </p>
        ) : null}
      </div>
      <FormError variant="line" message={formError} />
      <FormActions submit="Save decision" busy={decide.isPending} />
      {paying !== null ? (
        <DifferentAmountDialog
          open={confirming}
          amount={paying}
          claimed={claim.amount_claimed}
          loading={decide.isPending}
          onConfirm={() => send(form.getValues())}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
