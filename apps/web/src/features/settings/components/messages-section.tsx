import type { Customer } from '@alaafia/domain';
import { useId, useState } from 'react';
import { ApiError } from '#lib/api-client.js';
import { useUpdateProfile } from '../api/update-profile';

export const messagesCopy = {
  title: 'Messages',
  intro:
    'We always tell you about your payments, your cover and your verification. You choose whether we also send you offers.',
  marketing: 'Send me offers of other Alaafia plans',
  on: 'You will receive offers of other plans.',
  off: 'You will not receive offers. We will still tell you about your payments and cover.',
} as const;

/** Settings' marketing switch (issue 15): offers can be switched off; service messages cannot. */
export function MessagesSection({ customer }: { customer: Customer }) {
  const id = useId();
  const update = useUpdateProfile(customer.id);
  const [status, setStatus] = useState<string | null>(null);
  const checked = update.isPending
    ? Boolean(update.variables?.marketing_messages)
    : customer.marketing_messages;
  return (
    <section className="page-card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messagesCopy.title}</h2>
      <p className="settings-section__intro">{messagesCopy.intro}</p>
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
                onSuccess: () => setStatus(on ? messagesCopy.on : messagesCopy.off),
                onError: (error) =>
                  setStatus(error instanceof ApiError ? error.message : String(error)),
              },
            );
          }}
        />
        <span>{messagesCopy.marketing}</span>
      </label>
      <p className="settings-section__intro" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
