import type { StaffRole } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useResetUssdPin } from './customers-api';
import { useStaffMe } from '../shared/staff-session';

/** Who may reset a customer's USSD PIN (the API's own rule: reviewers, administrators). */
const PIN_RESET_ROLES: StaffRole[] = ['reviewer', 'administrator'];

const ussdPinResetCopy = {
  title: 'USSD PIN',
  intro:
    'A customer who forgot their USSD PIN, or whose PIN is locked, and cannot reset it on the web: check who is asking (for example their BVN or NIN and date of birth), then reset it. They are told by SMS and choose a new PIN.',
  open: 'Reset the USSD PIN',
  check: 'How did you check who is asking?',
  checkHint: 'At least 10 characters; recorded in the audit log.',
  submit: 'Reset the PIN',
  cancel: 'Cancel',
  removed: 'The PIN was removed. The customer was told by SMS and chooses a new one.',
  none: 'This customer had no USSD PIN: nothing changed.',
} as const;

/**
 * Support's "reset USSD PIN" (issue 41; docs/business-rules.md, 'USSD'): on the customer's page,
 * for the roles the API allows; the identity check made is typed and kept with the audit row.
 */
export function UssdPinReset({ customerId }: { customerId: number }) {
  const me = useStaffMe();
  const reset = useResetUssdPin(customerId);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ identity_check: string }>({ defaultValues: { identity_check: '' } });
  if (!(me.data?.roles.some((r) => PIN_RESET_ROLES.includes(r)) ?? false)) return null;
  const onSubmit = form.handleSubmit(({ identity_check }) => {
    setFormError(null);
    reset.mutate(identity_check, {
      onSuccess: (answer) => {
        setOpen(false);
        form.reset();
        setDone(answer.pin_removed ? ussdPinResetCopy.removed : ussdPinResetCopy.none);
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['identity_check'])),
    });
  });
  return (
    <section aria-labelledby="ussd-pin-title">
      <h3 className="admin__subtitle" id="ussd-pin-title">
        {ussdPinResetCopy.title}
      </h3>
      <p>{ussdPinResetCopy.intro}</p>
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      {open ? (
        <form className="admin-form" onSubmit={onSubmit} noValidate>
          <TextField
            label={ussdPinResetCopy.check}
            hint={ussdPinResetCopy.checkHint}
            error={form.formState.errors.identity_check?.message}
            {...form.register('identity_check')}
          />
          <FormError variant="line" message={formError} />
          <FormActions
            submit={ussdPinResetCopy.submit}
            busy={reset.isPending}
            className="admin-actions"
          >
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {ussdPinResetCopy.cancel}
            </Button>
          </FormActions>
        </form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {ussdPinResetCopy.open}
        </Button>
      )}
    </section>
  );
}
