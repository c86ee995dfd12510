import type { Customer } from '@alaafia/domain';
import { useId, useState } from 'react';
import { ApiError } from '#lib/api-client.js';
import { useT } from '#lib/i18n.js';
import { useUpdateProfile } from '../api/update-profile';

/** Settings' marketing switch (issue 15): offers can be switched off; service messages cannot. */
export function MessagesSection({ customer }: { customer: Customer }) {
  const t = useT();
  const id = useId();
  const update = useUpdateProfile(customer.id);
  const [status, setStatus] = useState<string | null>(null);
  const checked = update.isPending
    ? Boolean(update.variables?.marketing_messages)
    : customer.marketing_messages;
  return (
    <section className="page-card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.messages.title')}</h2>
      <p className="settings-section__intro">{t('settings.messages.intro')}</p>
      <label className="settings-switch" htmlFor={`${id}-marketing`}>
        <input
          id={`${id}-marketing`}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => {
            const on = event.target.checked;
            setStatus(null);
            update.mutate(
              { marketing_messages: on },
              {
                onSuccess: () =>
                  setStatus(on ? t('settings.messages.on') : t('settings.messages.off')),
                onError: (error) =>
                  setStatus(error instanceof ApiError ? error.message : String(error)),
              },
            );
          }}
        />
        <span>{t('settings.messages.marketing')}</span>
      </label>
      <p className="settings-section__intro" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
