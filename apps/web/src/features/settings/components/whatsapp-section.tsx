import type { Customer } from '@alaafia/domain';
import { useId } from 'react';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useWhatsAppLinkCode, useWhatsAppStatus, useWhatsAppUnlink } from '../api/whatsapp';

export const whatsappCopy = {
  title: 'WhatsApp',
  intro:
    'See your cover, your member card, pay and claim on WhatsApp. A number is linked only when you send us the code below from it.',
  use: 'Use WhatsApp',
  newCode: 'Get a new code',
  open: 'Open WhatsApp',
  code: (code: string) => `Your code: ${code}`,
  how: 'Open WhatsApp on this phone with the button, or send LINK and the code to our number. The code works once, for 15 minutes.',
  linked: (number: string) => `Linked to ${number}.`,
  consentOn: 'Messages about your cover come on WhatsApp. Send STOP there to stop them.',
  consentOff:
    'You sent STOP: messages about your cover come by SMS. Send START on WhatsApp to have them there again.',
  unlink: 'Unlink this number',
} as const;

/** Settings' WhatsApp (issue 40): the one-time code and wa.me link, and the linked number. */
export function WhatsAppSection({ customer }: { customer: Customer }) {
  const id = useId();
  const status = useWhatsAppStatus(customer.id);
  const code = useWhatsAppLinkCode(customer.id);
  const unlink = useWhatsAppUnlink(customer.id);
  return (
    <section className="page-card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{whatsappCopy.title}</h2>
      <p className="settings-section__intro">{whatsappCopy.intro}</p>
      <QueryState query={status}>
        {(s) =>
          s.linked && s.number ? (
            <>
              <p>{whatsappCopy.linked(s.number)}</p>
              <p className="settings-section__intro">
                {s.consent ? whatsappCopy.consentOn : whatsappCopy.consentOff}
              </p>
              <Button
                variant="secondary"
                loading={unlink.isPending}
                onClick={() => unlink.mutate()}
              >
                {whatsappCopy.unlink}
              </Button>
            </>
          ) : null
        }
      </QueryState>
      {code.data ? (
        <div role="status" aria-live="polite">
          <p className="whatsapp-code">{whatsappCopy.code(code.data.code)}</p>
          <p className="settings-section__intro">{whatsappCopy.how}</p>
          <a
            className="ui-button ui-button--primary"
            href={code.data.wa_me_url}
            rel="noopener noreferrer"
          >
            {whatsappCopy.open}
          </a>
        </div>
      ) : null}
      <Button
        variant={code.data ? 'secondary' : 'primary'}
        loading={code.isPending}
        onClick={() => code.mutate()}
      >
        {code.data ? whatsappCopy.newCode : whatsappCopy.use}
      </Button>
      <FormError
        message={
          code.error
            ? errorMessageOf(code.error)
            : unlink.error
              ? errorMessageOf(unlink.error)
              : null
        }
      />
    </section>
  );
}
