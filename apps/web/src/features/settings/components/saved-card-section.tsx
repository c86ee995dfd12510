import { cardBrandName, type Customer } from '@alaafia/domain';
import type { Translate } from '@alaafia/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PaymentAlert } from '#flows/checkout/components/payment-alert.js';
import { useCheckout } from '#flows/checkout/components/use-checkout.js';
import { usePremiums } from '#flows/kyc/api/get-premiums.js';
import { Button } from '#components/ui/button.js';
import { ConfirmDialog } from '#components/ui/confirm-dialog.js';
import { FormError } from '#components/ui/form-error.js';
import { ApiError } from '#lib/api-client.js';
import {
  confirmCardReplacement,
  usePaymentMethods,
  useRemoveCard,
  useStartCardReplacement,
  type SavedCard,
} from '../api/payment-methods';
import { queryKeys } from '#lib/query-keys.js';
import { useT } from '#lib/i18n.js';
import { loadMessages } from '#lib/messages.js';

// The checkout's dialogs and words are fetched when the customer replaces their card, not with
// Settings' first screen (its budget, with a language's catalogue: docs/performance.md).
const CheckoutDialogs = lazy(async () => ({
  default: (await import('#flows/checkout/components/checkout-dialogs.js')).CheckoutDialogs,
}));

/** The card's line: 'Visa ending in 4081' (the brand named as everywhere: `cardBrandName`). */
const cardLine = (t: Translate, card: { brand: string; last4: string }) =>
  card.brand
    ? t('settings.cardLine', { brand: cardBrandName(card.brand), last4: card.last4 })
    : t('settings.cardLineNoBrand', { last4: card.last4 });

function CardLine({ card }: { card: SavedCard }) {
  const t = useT();
  return (
    <div className="saved-card">
      <span className="saved-card__mark" aria-hidden="true">
        {card.brand.slice(0, 4)}
      </span>
      <span className="saved-card__text">
        <span className="saved-card__number">{cardLine(t, card)}</span>
        <span className="saved-card__meta">
          {[
            card.exp_month && card.exp_year
              ? t('settings.cardExpiry', { month: card.exp_month, year: card.exp_year.slice(-2) })
              : null,
            card.bank,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </div>
  );
}

/**
 * The saved payment card: shown by brand and last four; replaced through a new card verification
 * (the refundable ₦50) paid in the shared checkout, then confirmed with the server.
 */
export function SavedCardSection({ customer }: { customer: Customer }) {
  const t = useT();
  const queryClient = useQueryClient();
  const cards = usePaymentMethods(customer.id);
  const start = useStartCardReplacement(customer.id);
  const checkout = useCheckout({ customer, invoice: 'health' });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inUse = cards.data?.find((card) => card.in_use) ?? null;
  const remove = useRemoveCard(customer.id);
  const premiums = usePremiums(customer.id);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [removed, setRemoved] = useState(false);
  // A policy the saved card pays for (active, not paid by a sponsor): its next premium needs a card.
  const paysPremiums = (premiums.data ?? []).some((p) => p.active && !p.company);

  const confirmRemoval = () => {
    if (!removing) return;
    setError(null);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        setSaved(false);
        setRemoved(true);
      },
      onError: (err) => {
        setRemoving(null);
        setError(err.message || t('settings.loadFailed'));
      },
    });
  };

  const replace = async () => {
    setError(null);
    setSaved(false);
    setRemoved(false);
    checkout.dismissAlert();
    let quote;
    try {
      [quote] = await Promise.all([start.mutateAsync(), loadMessages(['checkout'])]);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('settings.loadFailed'));
      return;
    }
    const outcome = await checkout.payQuote(quote, (reference) =>
      confirmCardReplacement(customer.id, reference),
    );
    if (outcome.status === 'paid') {
      queryClient.setQueryData(queryKeys.paymentMethods(customer.id), outcome.result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.premiumsRoot });
      checkout.dismissAlert();
      setSaved(true);
    } else if (outcome.status === 'unresolved' && outcome.error instanceof ApiError) {
      // The server's reason (a card that cannot be charged again) says more than the generic alert.
      if (outcome.error.status === 422) {
        checkout.dismissAlert();
        setError(outcome.error.message);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods(customer.id) });
    }
  };

  return (
    <section className="page-card settings-section" aria-labelledby="settings-card">
      <h2 id="settings-card">{t('settings.card')}</h2>
      <PaymentAlert alert={checkout.alert} onDismiss={checkout.dismissAlert} />
      <FormError message={error} />
      {saved || removed ? (
        <p className="auth-notice auth-notice--success" role="status">
          {saved ? t('settings.cardSaved') : t('settings.cardRemoved')}
        </p>
      ) : null}
      {cards.isPending ? null : inUse ? (
        <CardLine card={inUse} />
      ) : (
        <p className="settings-section__intro">{t('settings.noCard')}</p>
      )}
      <p className="dash-hint">{t('settings.cardVerificationNote')}</p>
      <div className="settings-actions">
        <Button
          variant="secondary"
          loading={start.isPending || checkout.busy}
          onClick={() => void replace()}
        >
          {inUse ? t('settings.replaceCard') : t('settings.addCard')}
        </Button>
        {inUse ? (
          <Button
            variant="ghost"
            onClick={() => {
              setRemoved(false);
              setRemoving(inUse);
            }}
            disabled={start.isPending || checkout.busy}
          >
            {t('settings.removeCard')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.removeCardTitle')}
        text={
          removing
            ? [
                t('settings.removeCardText', {
                  card: cardLine(t, removing),
                }),
                paysPremiums ? t('settings.removeCardPremiums') : null,
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={t('settings.removeCard')}
        cancelLabel={t('settings.keepCard')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemoval}
      />
      {checkout.consentDialog || checkout.sandboxDialog || checkout.transferDialog ? (
        <Suspense fallback={null}>
          <CheckoutDialogs checkout={checkout} />
        </Suspense>
      ) : null}
    </section>
  );
}
