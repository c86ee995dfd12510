import { useMe } from '#lib/current-customer.js';
import { ChangePasswordForm } from './change-password-form';
import { DataRightsSection } from './data-rights-section';
import { LanguageSection } from './language-section';
import { MessagesSection } from './messages-section';
import { NextOfKinSection } from './next-of-kin-section';
import { PaymentHistorySection } from './payment-history-section';
import { ProfileForm } from './profile-form';
import { SavedCardSection } from './saved-card-section';
import { UssdPinSection } from './ussd-pin-section';
import '#styles/dashboard.css';
import { useT } from '#lib/i18n.js';

/**
 * /settings: what a customer manages themselves: their details, the password (other sessions are
 * signed out), the next of kin, the saved card, payment history with receipts, and the data rights
 * of the Nigeria Data Protection Act 2023 (download my data, close my account).
 */
export function SettingsPage() {
  const t = useT();
  const { data: customer } = useMe();
  if (!customer) return null;
  return (
    <div className="settings">
      <h1>{t('settings.title')}</h1>
      <section className="page-card settings-section" aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t('settings.details')}</h2>
        <ProfileForm customer={customer} />
      </section>
      <section className="page-card settings-section" aria-labelledby="settings-password">
        <h2 id="settings-password">{t('settings.password')}</h2>
        <p className="settings-section__intro">{t('settings.passwordIntro')}</p>
        <ChangePasswordForm />
      </section>
      <UssdPinSection />
      <NextOfKinSection customer={customer} />
      <SavedCardSection customer={customer} />
      <PaymentHistorySection customer={customer} />
      <LanguageSection customer={customer} />
      <MessagesSection customer={customer} />
      <DataRightsSection customer={customer} />
    </div>
  );
}
