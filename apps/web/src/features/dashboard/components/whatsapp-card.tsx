import type { Customer } from '@alaafia/domain';
import { useId } from 'react';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useT } from '#lib/i18n.js';
import { useWhatsAppLinkCode, useWhatsAppStatus, useWhatsAppUnlink } from '../api/whatsapp';

/** Settings' WhatsApp (issue 40): the one-time code and wa.me link, and the linked number. */
export function WhatsAppSection({ customer }: { customer: Customer }) {
  const t = useT();
  const id = useId();
  const status = useWhatsAppStatus(customer.id);
  const code = useWhatsAppLinkCode(customer.id);
  const unlink = useWhatsAppUnlink(customer.id);
  return (
    <section className="page-card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.whatsapp.title')}</h2>
      <p className="settings-section__intro">{t('settings.whatsapp.intro')}</p>
      <QueryState query={status}>
        {(s) =>
          s.linked && s.number ? (
            <>
              <p>{t('settings.whatsapp.linked', { number: s.number })}</p>
              <p className="settings-section__intro">
                {s.consent ? t('settings.whatsapp.consentOn') : t('settings.whatsapp.consentOff')}
              </p>
              <Button
                variant="secondary"
                loading={unlink.isPending}
                onClick={() => unlink.mutate()}
              >
                {t('settings.whatsapp.unlink')}
              </Button>
            </>
          ) : null
        }
      </QueryState>
      {code.data ? (
        <div role="status" aria-live="polite">
          <p className="whatsapp-code">{t('settings.whatsapp.code', { code: code.data.code })}</p>
          <p className="settings-section__intro">{t('settings.whatsapp.how')}</p>
          <a
            className="ui-button ui-button--primary"
            href={code.data.wa_me_url}
            rel="noopener noreferrer"
          >
            {t('settings.whatsapp.open')}
          </a>
        </div>
      ) : null}
      <Button
        variant={code.data ? 'secondary' : 'primary'}
        loading={code.isPending}
        onClick={() => code.mutate()}
      >
        {code.data ? t('settings.whatsapp.newCode') : t('settings.whatsapp.use')}
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
