import { useState } from 'react';
import { useMe } from '#lib/current-customer.js';
import { useClaims } from '../api/get-claims';
import { useConfirmClaim } from '../api/confirm-claim';
import { ClaimInfoForm } from './claim-info-form';
import { ClaimsList } from './claims-list';
import { useT } from '#lib/i18n.js';

function Section({ customerId }: { customerId: number }) {
  const t = useT();
  const claims = useClaims(customerId);
  const confirm = useConfirmClaim(customerId);
  const [failed, setFailed] = useState<number | null>(null);
  if (claims.isPending) return null;
  if (claims.isError)
    return (
      <section className="claims" aria-labelledby="claims-title">
        <h2 id="claims-title" className="dash-section-title">
          {t('claims.claimsTitle')}
        </h2>
        <p>{t('claims.claimsFailed')}</p>
      </section>
    );
  // A customer who has never claimed sees nothing here: 'Make a claim' is on the tiles.
  if (claims.data.length === 0) return null;
  return (
    <section className="claims" aria-labelledby="claims-title">
      <h2 id="claims-title" className="dash-section-title">
        {t('claims.claimsTitle')}
      </h2>
      <ClaimsList
        claims={claims.data}
        confirming={confirm.isPending ? (confirm.variables?.claimId ?? null) : null}
        confirmError={failed}
        infoForm={(claim) => <ClaimInfoForm customerId={customerId} claim={claim} />}
        onConfirm={(claimId, stillUnemployed) => {
          setFailed(null);
          confirm.mutate({ claimId, stillUnemployed }, { onError: () => setFailed(claimId) });
        }}
      />
    </section>
  );
}

/** The dashboard's 'Your claims' (a chunk of its own, so the dashboard's budget holds). */
export function ClaimsSection() {
  const { data: customer } = useMe();
  if (!customer) return null;
  return <Section customerId={customer.id} />;
}
