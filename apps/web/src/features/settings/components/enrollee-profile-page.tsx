import { useNavigate } from 'react-router';
import { paths } from '#config/paths.js';
import { useMe } from '#lib/current-customer.js';
import { ChangePasswordForm } from './change-password-form';

/** Where the dashboard sends a customer whose account asks for a new password (the change_password flag). */
export function EnrolleeProfilePage() {
  const navigate = useNavigate();
  const { data: customer } = useMe();
  if (!customer) return null;
  return (
    <section className="page-card" aria-labelledby="enrollee-profile-title">
      <h1 id="enrollee-profile-title">Set a new password</h1>
      <p>
        Hello {customer.first_name}, please choose a new password for your account before you
        continue.
      </p>
      <ChangePasswordForm
        submitLabel="Save new password"
        onChanged={() => void navigate(paths.home, { replace: true })}
      />
    </section>
  );
}
