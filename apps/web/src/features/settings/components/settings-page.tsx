import { useMe } from '../../../lib/current-customer';
import { ChangePasswordForm } from './change-password-form';

/** /settings: the account as we hold it, and the password. */
export function SettingsPage() {
  const { data: customer } = useMe();
  if (!customer) return null;
  return (
    <div className="settings">
      <h1>Settings</h1>
      <section className="page-card" aria-labelledby="settings-profile">
        <h2 id="settings-profile">Your details</h2>
        <dl className="details-list">
          <div>
            <dt>Name</dt>
            <dd>
              {customer.first_name} {customer.last_name}
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{customer.email}</dd>
          </div>
          <div>
            <dt>Phone number</dt>
            <dd>{customer.phone_number}</dd>
          </div>
          <div>
            <dt>Referral code</dt>
            <dd>{customer.customer_referral_code}</dd>
          </div>
        </dl>
      </section>
      <section className="page-card" aria-labelledby="settings-password">
        <h2 id="settings-password">Change password</h2>
        <p>Changing your password signs you out on every other device.</p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
