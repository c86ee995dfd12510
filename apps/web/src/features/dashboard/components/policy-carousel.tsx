import { formatNaira } from '@alaafia/domain';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { ChevronLeftIcon, ChevronRightIcon, ShieldIcon } from './dashboard-icons';
import { PolicyHistory } from './policy-history';
import { sponsoredLine } from './product-tiles';
import { useDates, useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

type PolicyCarouselProps = {
  /** The active policies, one card each. */
  policies: readonly PremiumRecord[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The signed-in customer: each card shows its policy's history (issue 26). */
  customerId?: number;
};

const perUnit = (t: Translate, premium: PremiumRecord) =>
  premium.product_prefix_code === 'HTCI' ? t('dashboard.perYear') : t('dashboard.perMonth');

/**
 * The policy carousel (dashboard-and-kyc.md section 2): one card per active policy, previous and
 * next arrows and 'n / total' when there is more than one; 'You do not have any policy' with none.
 */
export function PolicyCarousel({
  policies,
  index,
  onIndexChange,
  customerId,
}: PolicyCarouselProps) {
  const t = useT();
  const dates = useDates();
  if (policies.length === 0) {
    return (
      <section className="dash-carousel dash-carousel--empty" aria-label={t('dashboard.policies')}>
        <ShieldIcon className="dash-carousel__empty-icon" />
        <p>{t('dashboard.noPolicy')}</p>
      </section>
    );
  }
  const current = Math.min(index, policies.length - 1);
  const policy = policies[current]!;
  const counter = `${current + 1} / ${policies.length}`;
  const title = t(`frame.product.title.${policy.product_prefix_code}`);
  return (
    <section
      className="dash-carousel"
      aria-roledescription="carousel"
      aria-label={t('dashboard.policies')}
    >
      <article
        className="policy-card"
        aria-roledescription="slide"
        aria-label={`${title}, ${counter}`}
      >
        <div className="policy-card__head">
          <ShieldIcon className="policy-card__icon" />
          <h2 className="policy-card__title">{title}</h2>
          {/* The same state as the policy's tile (issue 30: 'Active' here, 'Payment overdue' there). */}
          {policy.payment_state === 'paused' ? (
            <span className="dash-badge dash-badge--warning">{t('dashboard.tile.paused')}</span>
          ) : policy.payment_state === 'overdue' ? (
            <span className="dash-badge dash-badge--warning">{t('dashboard.tile.overdue')}</span>
          ) : (
            <span className="dash-badge dash-badge--active">{t('dashboard.active')}</span>
          )}
        </div>
        <dl className="policy-card__facts">
          {policy.policy_number ? (
            <div className="policy-card__wide">
              <dt>{t('dashboard.policyNumber')}</dt>
              <dd className="policy-card__number">{policy.policy_number}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('dashboard.cover')}</dt>
            <dd>{formatNaira(policy.sum_assured)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.premium')}</dt>
            <dd>
              {formatNaira(policy.premium)} {perUnit(t, policy)}
            </dd>
          </div>
          {policy.next_payment_date ? (
            <div>
              <dt>
                {policy.company
                  ? t('dashboard.coveredUntil')
                  : policy.payment_state === 'overdue' || policy.payment_state === 'paused'
                    ? t('dashboard.paymentWasDue')
                    : t('dashboard.nextPayment')}
              </dt>
              <dd>{dates.day(policy.next_payment_date)}</dd>
            </div>
          ) : null}
        </dl>
        {policy.company && policy.next_payment_date ? (
          <p className="policy-card__sponsor">
            {sponsoredLine(t, dates, {
              company: policy.company,
              next_payment_date: policy.next_payment_date,
            })}
          </p>
        ) : null}
        {customerId !== undefined && policy.policy_number ? (
          <PolicyHistory
            key={policy.policy_number}
            customerId={customerId}
            policyNumber={policy.policy_number}
          />
        ) : null}
      </article>
      {policies.length > 1 ? (
        <div className="dash-carousel__controls">
          <button
            type="button"
            className="dash-carousel__arrow"
            aria-label={t('dashboard.previousPolicy')}
            disabled={current === 0}
            onClick={() => onIndexChange(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <span className="dash-carousel__counter" aria-live="polite">
            {counter}
          </span>
          <button
            type="button"
            className="dash-carousel__arrow"
            aria-label={t('dashboard.nextPolicy')}
            disabled={current === policies.length - 1}
            onClick={() => onIndexChange(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
