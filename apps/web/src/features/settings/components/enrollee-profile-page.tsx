import { useNavigate } from 'react-router';
import { paths } from '#config/paths.js';
import { useMe } from '#lib/current-customer.js';
import { ChangePasswordForm } from './change-password-form';
import { useT } from '#lib/i18n.js';

/** Where the dashboard sends a customer whose account asks for a new password (the change_password flag). */
export function EnrolleeProfilePage() {
  const navigate = useNavigate();
  const t = useT();
  const { data: customer } = useMe();
  if (!customer) return null;
  return (
    <section className="page-card" aria-labelledby="enrollee-profile-title">
      <h1 id="enrollee-profile-title">{t('settings.enrollee.title')}</h1>
      <p>{t('settings.enrollee.text', { firstName: customer.first_name })}</p>
      <ChangePasswordForm
        submitLabel={t('settings.enrollee.save')}
        onChanged={() => void navigate(paths.home, { replace: true })}
      />
    </section>
  );
}
