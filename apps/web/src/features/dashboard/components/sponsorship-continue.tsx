import { formatNaira, savedCardWords } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paymentMethodsQueryOptions } from '#flows/checkout/api/saved-cards.js';
import { ConsentCheckbox } from '#flows/checkout/components/consent-checkbox.js';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { Button } from '#components/ui/button.js';
import { ApiError } from '#lib/api-client.js';
import { useContinueAfterSponsorship } from '../api/continue-after-sponsorship';
import { useDates, useT } from '#lib/i18n.js';

/**
 * What happens to a sponsored policy when the sponsorship ends (issue 25; docs/business-rules.md,
 * 'Sponsors'): a product the customer never bought ends with it, unless they agree here to continue
 * at their own cost (the price and the saved card it will charge, the checkout's terms box, the
 * button); once agreed, the tile says so. Without a saved card they are told they will be invited
 * to pay when it ends. A policy they bought themselves shows nothing more.
 */
export function SponsorshipContinue({
  customerId,
  premium,
}: {
  customerId: number;
  premium: PremiumRecord;
}) {
  const t = useT();
  const dates = useDates();
  const after = premium.after_sponsorship;
  const shown = (after === 'ends' || after === 'agreed') && premium.next_payment_date !== null;
  // The saved card is read only for a tile that names it.
  const cards = useQuery({ ...paymentMethodsQueryOptions(customerId), enabled: shown });
  const agree = useContinueAfterSponsorship(customerId);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!shown || !premium.next_payment_date || !cards.isSuccess) return null;
  const card = cards.data.find((c) => c.in_use) ?? null;
  const end = dates.day(premium.next_payment_date);
  const amount = formatNaira(premium.premium);
  const unit = (premium.unit ?? 'Month').toLowerCase();
  const cardName = card ? savedCardWords(t, card) : '';
  const titleId = `dash-sponsorship-${premium.product_prefix_code}`;

  const submit = () => {
    setError(null);
    if (!accepted) {
      setError(t('frame.consent.required'));
      return;
    }
    agree.mutate(
      { productId: premium.product_prefix_code, acceptTerms: true },
      {
        onError: (err) =>
          setError(
            (err instanceof ApiError && (err.field('accept_terms') ?? err.message)) ||
              t('dashboard.sponsorship.failed'),
          ),
      },
    );
  };

  return (
    <section className="dash-sponsorship" aria-labelledby={titleId}>
      <h4 id={titleId} className="dash-sponsorship__title">
        {t('dashboard.sponsorship.title')}
      </h4>
      {after === 'agreed' ? (
        <p className="dash-sponsorship__text" role="status">
          {card
            ? t('dashboard.sponsorship.agreed', { end, amount, unit, card: cardName })
            : t('dashboard.sponsorship.agreedNoCard', { end, amount, unit })}
        </p>
      ) : (
        <>
          <p className="dash-sponsorship__text">{t('dashboard.sponsorship.ends', { end })}</p>
          {card ? (
            <>
              <p className="dash-sponsorship__text">
                {t('dashboard.sponsorship.offer', { amount, unit, card: cardName })}
              </p>
              <ConsentCheckbox checked={accepted} onChange={setAccepted} error={error} />
              <Button fullWidth loading={agree.isPending} onClick={submit}>
                {t('dashboard.sponsorship.continue')}
              </Button>
            </>
          ) : (
            <p className="dash-sponsorship__text">{t('dashboard.sponsorship.noCard', { end })}</p>
          )}
        </>
      )}
      {after === 'agreed' && !card ? (
        <Link className="dash-tile__link" to="/settings#settings-card">
          {t('dashboard.sponsorship.addCard')}
        </Link>
      ) : null}
    </section>
  );
}
