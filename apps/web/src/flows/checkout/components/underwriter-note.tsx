import { useQuery } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '#lib/support-contacts.js';
import { useT } from '#lib/i18n.js';
import '#styles/flows.css';

/**
 * Who insures the cover (UNDERWRITER_*), said before the customer pays (issue 30): in income's
 * payment-method modal and in the health flows' 'Before you pay' (issue 38).
 */
export function UnderwriterNote() {
  const t = useT();
  const contacts = useQuery(supportContactsQueryOptions());
  const underwriter = contacts.data?.underwriter;
  if (!underwriter) return null;
  return (
    <p className="pay-method__note" data-underwriter>
      {t('checkout.underwriter', {
        name: underwriter.name,
        licence: underwriter.naicom_licence,
      })}
    </p>
  );
}
