import {
  STAFF_ROLES,
  formatLongDate,
  type CreateStaffBody,
  type InvitedStaff,
  type StaffMember,
  type StaffRole,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import {
  useCreateStaff,
  useDecideAccess,
  useReinviteStaff,
  useStaffList,
  useUpdateStaff,
} from './staff-api';
import { useStaffMe } from '../shared/staff-session';
import { ROLE_NAMES } from '../shell/admin-area';
import { formatLagosTime } from '#lib/format-time.js';

const resolver = lazyZodResolver<CreateStaffBody>(
  async () => (await import('../shared/admin-schemas')).createStaffBodySchema,
);

/** What a waiting change of access asks for, in words. */
function pendingChange(s: StaffMember): string | null {
  const p = s.pending_access;
  if (!p) return null;
  const parts = [
    ...(p.roles ? [`roles: ${p.roles.map((r) => ROLE_NAMES[r]).join(', ')}`] : []),
    ...(p.enable ? ['enable the account'] : []),
  ];
  return parts.join('; ');
}

/**
 * Administrators: who works here, in which roles; invite, change roles, disable. Granting finance
 * or administrator, and enabling, wait for a second administrator (issue 24), who approves here.
 */
export function StaffPage() {
  const list = useStaffList();
  const me = useStaffMe();
  const update = useUpdateStaff();
  const decide = useDecideAccess();
  const reinvite = useReinviteStaff();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<InvitedStaff | null>(null);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setActionError(null);
    setNotice(null);
    try {
      await run();
      setNotice(done);
    } catch (error) {
      setActionError(errorMessageOf(error, [], 'The change was not saved.'));
    }
  };
  const setDisabled = (s: StaffMember, disabled: boolean) =>
    act(
      () => update.mutateAsync({ id: s.id, disabled }),
      disabled
        ? `${s.name} is disabled.`
        : `Enabling ${s.name} now waits for a second administrator’s approval.`,
    );

  return (
    <section aria-labelledby="staff-title">
      <h1 className="admin__title" id="staff-title">
        Staff
      </h1>
      {created ? <InvitationSent value={created} onDone={() => setCreated(null)} /> : null}
      <CreateStaffForm onCreated={setCreated} />
      <h2 className="admin__subtitle">Everyone with access</h2>
      <FormError message={actionError} />
      {notice ? <p role="status">{notice}</p> : null}
      <QueryState query={list} error="The staff list could not be loaded.">
        {(rows) => (
          <DataTable
            label="Staff"
            rows={rows}
            rowKey={(s) => s.id}
            columns={[
              { header: 'Name', cell: (s) => s.name },
              { header: 'E-mail', cell: (s) => s.email },
              {
                header: 'Roles',
                cell: (s) =>
                  s.hospital_id ? 'Hospital staff' : s.roles.map((r) => ROLE_NAMES[r]).join(', '),
              },
              {
                header: 'Second factor',
                cell: (s) =>
                  s.second_factor ? 'Set up' : s.invited ? 'Invited' : 'None (sandbox)',
              },
              {
                header: 'Last sign-in',
                cell: (s) => (s.last_signed_in_at ? formatLagosTime(s.last_signed_in_at) : 'Never'),
              },
              { header: 'Status', cell: (s) => (s.disabled ? 'Disabled' : 'Active') },
              {
                header: 'Waiting for approval',
                cell: (s) =>
                  s.pending_access ? (
                    <>
                      {pendingChange(s)}
                      {s.pending_access.requested_by !== me.data?.id && s.id !== me.data?.id ? (
                        <span className="admin-actions">
                          <Button
                            variant="link"
                            aria-label={`Approve the change for ${s.name}`}
                            onClick={() =>
                              void act(
                                () =>
                                  decide.mutateAsync({
                                    id: s.pending_access!.id,
                                    decision: 'approve',
                                  }),
                                `The change for ${s.name} is approved.`,
                              )
                            }
                          >
                            Approve
                          </Button>
                          <Button
                            variant="link"
                            aria-label={`Reject the change for ${s.name}`}
                            onClick={() =>
                              void act(
                                () =>
                                  decide.mutateAsync({
                                    id: s.pending_access!.id,
                                    decision: 'reject',
                                  }),
                                `The change for ${s.name} is rejected.`,
                              )
                            }
                          >
                            Reject
                          </Button>
                        </span>
                      ) : (
                        <span> (another administrator approves)</span>
                      )}
                    </>
                  ) : (
                    '—'
                  ),
              },
              {
                header: <span className="visually-hidden">Actions</span>,
                cell: (s) =>
                  s.id !== me.data?.id ? (
                    <span className="admin-actions">
                      {!(s.disabled && s.pending_access?.enable) ? (
                        <Button
                          variant="link"
                          onClick={() => void setDisabled(s, !s.disabled)}
                          aria-label={`${s.disabled ? 'Enable' : 'Disable'} ${s.name}`}
                        >
                          {s.disabled ? 'Enable' : 'Disable'}
                        </Button>
                      ) : null}
                      {s.invited ? (
                        <Button
                          variant="link"
                          aria-label={`Send ${s.name} a new invitation`}
                          onClick={() =>
                            void act(
                              () => reinvite.mutateAsync(s.id),
                              `A new invitation is on its way to ${s.email}; the earlier link no longer works.`,
                            )
                          }
                        >
                          New invitation
                        </Button>
                      ) : null}
                    </span>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}

function CreateStaffForm({ onCreated }: { onCreated: (c: InvitedStaff) => void }) {
  const create = useCreateStaff();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateStaffBody>({
    resolver,
    defaultValues: { email: '', name: '', roles: [] },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(values));
      form.reset();
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email', 'name', 'roles', 'hospital_code']),
      );
    }
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
      <h2 className="admin__subtitle">Add a staff member</h2>
      <FormError message={formError} />
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="E-mail"
        type="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <fieldset className="admin-form__roles" aria-describedby="roles-error">
        <legend>Roles</legend>
        {STAFF_ROLES.map((role: StaffRole) => (
          <label key={role} className="admin-form__role">
            <input type="checkbox" value={role} {...form.register('roles')} /> {ROLE_NAMES[role]}
          </label>
        ))}
        {errors.roles ? (
          <p className="ui-field__error" id="roles-error">
            {errors.roles.message ?? errors.roles.root?.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Hospital code"
        hint="Only for a hospital's staff (the hospital portal): leave the roles empty."
        error={errors.hospital_code?.message}
        {...form.register('hospital_code', {
          setValueAs: (v: string | undefined) => (v?.trim() ? v : undefined),
        })}
      />
      <FormActions submit="Add staff member" busy={form.formState.isSubmitting} />
    </form>
  );
}

/** The invitation went (or not): no credentials are shown to anyone but the member (issue 24). */
function InvitationSent({ value, onDone }: { value: InvitedStaff; onDone: () => void }) {
  const { staff, invitation } = value;
  const waiting = staff.pending_access?.roles;
  return (
    <div className="admin-credentials" role="status">
      <h2 className="admin__subtitle">
        {invitation.sent ? `${staff.name} is invited` : `${staff.name} is added`}
      </h2>
      {invitation.sent ? (
        <p>
          We have e-mailed {staff.email} a link to set their password and authenticator. It works
          once, until {formatLongDate(new Date(invitation.expires_at))}.
        </p>
      ) : (
        <p>
          The invitation e-mail to {staff.email} could not be sent. Use ‘New invitation’ in the list
          below to try again.
        </p>
      )}
      {waiting ? (
        <p>
          {waiting.map((r) => ROLE_NAMES[r]).join(', ')}: waiting for a second administrator’s
          approval. Until then they hold{' '}
          {staff.roles.length ? staff.roles.map((r) => ROLE_NAMES[r]).join(', ') : 'no role'}.
        </p>
      ) : null}
      <Button variant="secondary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
