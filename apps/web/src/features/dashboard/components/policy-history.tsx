import { useState } from 'react';
import { usePolicyHistory } from '../api/policy-history';
import { QueryState } from '#components/ui/query-state.js';
import { useDates, useT } from '#lib/i18n.js';

/**
 * The policy's history on its card (issue 26): closed until the customer opens it, then each change
 * of its status in plain words with its day, oldest first (GET .../policies/:number/history).
 */
export function PolicyHistory({
  customerId,
  policyNumber,
}: {
  customerId: number;
  policyNumber: string;
}) {
  const t = useT();
  const dates = useDates();
  const [open, setOpen] = useState(false);
  const history = usePolicyHistory(customerId, policyNumber, open);
  return (
    <details className="policy-card__history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('dashboard.policyHistory')}</summary>
      <QueryState
        query={history}
        loading={t('dashboard.policyHistoryLoading')}
        error={t('dashboard.policyHistoryError')}
      >
        {(data) =>
          data.events.length === 0 ? (
            <p>{t('dashboard.policyHistoryEmpty')}</p>
          ) : (
            <ol className="policy-card__history-list">
              {data.events.map((e, i) => (
                <li key={`${e.at}-${i}`}>
                  <time dateTime={e.at}>{dates.moment(e.at)}</time>: {e.text}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </details>
  );
}
