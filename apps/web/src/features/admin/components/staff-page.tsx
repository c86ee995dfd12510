import { TableWrap } from './table-wrap';
import {
  STAFF_ROLES,
  type CreateStaffBody,
  type NewStaffCredentials,
  type StaffRole,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateStaff, useStaffList, useStaffMe, useUpdateStaff } from '../api/staff';
import { ROLE_NAMES } from './admin-area';

const resolver = lazyZodResolver<CreateStaffBody>(
  async () => (await import('../admin-schemas')).createStaffBodySchema,
);

/** Administrators: who works here, in which roles; create, change roles, disable. */
export function StaffPage() {
  const list = useStaffList();
  const me = useStaffMe();
  const update = useUpdateStaff();
  const [actionError, setActionError] = useState<string | null>(null);
  const [created, setCreated] = useState<NewStaffCredentials | null>(null);

  const setDisabled = async (id: number, disabled: boolean) => {
    setActionError(null);
    try {
      await update.mutateAsync({ id, disabled });
    } catch (error) {
      setActionError(error instanceof ApiError ? error.message : 'The change was not saved.');
    }
  };

  return (
    <section aria-labelledby="staff-title">
      <h1 className="admin__title" id="staff-title">
        Staff
      </h1>
      {created ? <NewCredentials value={created} onDone={() => setCreated(null)} /> : null}
      <CreateStaffForm onCreated={setCreated} />
      <h2 className="admin__subtitle">Everyone with access</h2>
      <FormError message={actionError} />
      {list.isPending ? <p>Loading…</p> : null}
      {list.isError ? <p role="alert">The staff list could not be loaded.</p> : null}
      {list.data ? (
        <TableWrap label="Staff">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Roles</th>
                <th scope="col">Second factor</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td>{s.email}</td>
                  <td>{s.roles.map((r) => ROLE_NAMES[r]).join(', ')}</td>
                  <td>{s.second_factor ? 'Set up' : 'None (sandbox)'}</td>
                  <td>
                    {s.last_signed_in_at ? new Date(s.last_signed_in_at).toLocaleString() : 'Never'}
                  </td>
                  <td>{s.disabled ? 'Disabled' : 'Active'}</td>
                  <td>
                    {s.id !== me.data?.id ? (
                      <Button
                        variant="link"
                        onClick={() => void setDisabled(s.id, !s.disabled)}
                        aria-label={`${s.disabled ? 'Enable' : 'Disable'} ${s.name}`}
                      >
                        {s.disabled ? 'Enable' : 'Disable'}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

function CreateStaffForm({ onCreated }: { onCreated: (c: NewStaffCredentials) => void }) {
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
      setFormError(applyServerErrors(error, form.setError, ['email', 'name', 'roles']));
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
      <Button type="submit" loading={form.formState.isSubmitting}>
        Add staff member
      </Button>
    </form>
  );
}

/** What a new staff member needs, shown once: it is not stored in a form the back office can show again. */
function NewCredentials({ value, onDone }: { value: NewStaffCredentials; onDone: () => void }) {
  return (
    <div className="admin-credentials" role="status">
      <h2 className="admin__subtitle">{value.staff.name} can now sign in</h2>
      <p>
        Give them these over a trusted channel. They are shown only now and cannot be shown again.
      </p>
      <dl>
        <dt>E-mail</dt>
        <dd>{value.staff.email}</dd>
        <dt>First password</dt>
        <dd>
          <code>{value.password}</code>
        </dd>
        <dt>Authenticator secret</dt>
        <dd>
          <code>{value.totp_secret}</code>
        </dd>
        <dt>Authenticator link</dt>
        <dd>
          <code className="admin-credentials__uri">{value.totp_uri}</code>
        </dd>
        <dt>Recovery codes (each works once)</dt>
        <dd>
          <ul className="admin-credentials__codes">
            {value.recovery_codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <Button variant="secondary" onClick={onDone}>
        I have handed these over
      </Button>
    </div>
  );
}
