import { useQuery } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '#lib/support-contacts.js';
import '#styles/flows.css';

/**
 * Who insures the cover (UNDERWRITER_*), said before the customer pays (issue 30): in income's
 * payment-method modal and in the health flows' 'Before you pay' (issue 38).
 */
export function UnderwriterNote() {
  const contacts = useQuery(supportContactsQueryOptions());
  const underwriter = contacts.data?.underwriter;
  if (!underwriter) return null;
  return (
    <p className="pay-method__note" data-underwriter>
      Insured by {underwriter.name}, licensed by the National Insurance Commission (NAICOM), licence{' '}
      {underwriter.naicom_licence}.
    </p>
  );
}
