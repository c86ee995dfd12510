import {
  BRAND_NAME,
  customerVerificationView,
  verificationBadge,
  verificationFactsOf,
  verifyLinkFor,
  type Customer,
} from '@alaafia/domain';
import { Link } from 'react-router';
import { CheckCircleIcon, ErrorCircleIcon, WarningIcon } from '#components/ui/icons.js';
import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { useT } from '#lib/i18n.js';

const icons = { green: CheckCircleIcon, amber: WarningIcon, red: ErrorCircleIcon } as const;

type VerificationCardProps = {
  customer: Customer;
  premiums: readonly PremiumRecord[];
};

/**
 * The verification status card beside the carousel (dashboard-and-kyc.md section 4): green
 * 'Verified', amber 'Pending review' or red 'Verify Account', derived by the domain's rules; the
 * verify link goes to /kyc/income for an income-protection customer, else /kyc/health.
 */
export function VerificationCard({ customer, premiums }: VerificationCardProps) {
  const t = useT();
  // One badge per customer, not per policy shown in the carousel (issue 30).
  const view = customerVerificationView(premiums.map((p) => p.product_prefix_code));
  const badge = verificationBadge(view, verificationFactsOf(customer));
  const Icon = icons[badge.colour];
  const product = badge.copy.product ? t(`frame.product.line.${badge.copy.product}`) : BRAND_NAME;
  return (
    <section
      className={`verify-card verify-card--${badge.colour}`}
      aria-labelledby="verify-card-status"
    >
      <p className="verify-card__kicker">{t('dashboard.verification')}</p>
      <h2 id="verify-card-status" className="verify-card__status">
        <Icon className="verify-card__icon" aria-hidden="true" />
        {t(`dashboard.verificationBadge.${badge.copy.label}`)}
      </h2>
      <p className="verify-card__text">
        {t(`dashboard.verificationBadge.${badge.copy.text}`, { product })}
      </p>
      {badge.linkText ? (
        <Link className="verify-card__link" to={verifyLinkFor(premiums)}>
          {t('dashboard.verificationBadge.verifyLink')}
        </Link>
      ) : null}
    </section>
  );
}
