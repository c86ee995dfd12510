import { nextOfKinCopy, type Customer } from '@alaafia/domain';
import { useState } from 'react';
import { NextOfKinForm } from '#flows/next-of-kin/next-of-kin-form.js';
import { settingsCopy } from '../settings-copy';

/** The next of kin, added or changed at any time (the modal's hint says so). */
export function NextOfKinSection({ customer }: { customer: Customer }) {
  const [saved, setSaved] = useState(false);
  return (
    <section className="page-card settings-section" aria-labelledby="settings-kin">
      <h2 id="settings-kin">{settingsCopy.nextOfKin}</h2>
      <p className="settings-section__intro">
        {
          // Issue 38: the ₦500,000 is HealthCash's benefit: told only to those who hold it.
          customer.customer_products.some((p) => p.product_uid === 'HTCI')
            ? nextOfKinCopy.payout
            : nextOfKinCopy.contactOnly
        }
      </p>
      {saved ? (
        <p className="auth-notice auth-notice--success" role="status">
          {settingsCopy.nextOfKinSaved}
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
