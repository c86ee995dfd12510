import { formatNaira, NEXT_OF_KIN_PAYOUT, type Customer } from '@alaafia/domain';
import { useState } from 'react';
import { NextOfKinForm } from '#flows/next-of-kin/next-of-kin-form.js';
import { useT } from '#lib/i18n.js';

/** The next of kin, added or changed at any time (the modal's hint says so). */
export function NextOfKinSection({ customer }: { customer: Customer }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  return (
    <section className="page-card settings-section" aria-labelledby="settings-kin">
      <h2 id="settings-kin">{t('settings.nextOfKin')}</h2>
      <p className="settings-section__intro">
        {
          // Issue 38: the ₦500,000 is HealthCash's benefit: told only to those who hold it.
          customer.customer_products.some((p) => p.product_uid === 'HTCI')
            ? t('account.nextOfKin.payout', { amount: formatNaira(NEXT_OF_KIN_PAYOUT) })
            : t('account.nextOfKin.contactOnly')
        }
      </p>
      {saved ? (
        <p className="auth-notice auth-notice--success" role="status">
          {t('settings.nextOfKinSaved')}
        </p>
      ) : null}
      <NextOfKinForm
        // A fresh form for each saved next of kin, so its fields start from what is stored.
        key={customer.next_of_kin ? JSON.stringify(customer.next_of_kin) : 'none'}
        customerId={customer.id}
        initial={customer.next_of_kin}
        onSaved={() => setSaved(true)}
      />
    </section>
  );
}
