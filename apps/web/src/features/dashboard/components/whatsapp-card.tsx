import type { Customer } from '@alaafia/domain';
import { useId } from 'react';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useT } from '#lib/i18n.js';
import { useWhatsAppLinkCode, useWhatsAppStatus, useWhatsAppUnlink } from '../api/whatsapp';

/**
 * The dashboard's "Use WhatsApp" (issue 40): the one-time code and wa.me link that links the
 * customer's number, then the linked number, whether messages come there, and unlinking it. A lazy
 * part of the dashboard with its words (the `account` namespace), drawn once the page is hydrated.
 */
export function WhatsAppCard({ customer }: { customer: Customer }) {
  const t = useT();
  const id = useId();
  const status = useWhatsAppStatus(customer.id);
  const code = useWhatsAppLinkCode(customer.id);
  const unlink = useWhatsAppUnlink(customer.id);
  return (
    <section className="page-card settings-section dash-whatsapp" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.whatsapp.title')}</h2>
      <p className="settings-section__intro">{t('account.whatsapp.intro')}</p>
      <QueryState query={status}>
        {(s) =>
          s.linked && s.number ? (
            <>
              <p>{t('account.whatsapp.linked', { number: s.number })}</p>
              <p className="settings-section__intro">
                {s.consent ? t('account.whatsapp.consentOn') : t('account.whatsapp.consentOff')}
              </p>
              <Button
                variant="secondary"
                loading={unlink.isPending}
                onClick={() => unlink.mutate()}
              >
                {t('account.whatsapp.unlink')}
              </Button>
            </>
          ) : null
        }
      </QueryState>
      {code.data ? (
        <div role="status" aria-live="polite">
          <p className="whatsapp-code">{t('account.whatsapp.code', { code: code.data.code })}</p>
          <p className="settings-section__intro">{t('account.whatsapp.how')}</p>
          <a
            className="ui-button ui-button--primary"
            href={code.data.wa_me_url}
            rel="noopener noreferrer"
          >
            {t('account.whatsapp.open')}
          </a>
        </div>
      ) : null}
      <Button
        variant={code.data ? 'secondary' : 'primary'}
        loading={code.isPending}
        onClick={() => code.mutate()}
      >
        {code.data ? t('account.whatsapp.newCode') : t('account.whatsapp.use')}
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
