import {
  currentPremiums,
  shouldShowNextOfKinModal,
  type Customer,
  type ProductUid,
} from '@alaafia/domain';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { declineMessage, useRenewPolicy } from '#flows/checkout/api/renew-policy.js';
import type { InvoiceKind } from '#flows/checkout/api/send-invoice.js';
import { usePremiums, type PremiumRecord } from '#flows/kyc/api/get-premiums.js';
import { StatusBanner } from '#components/ui/alert-dialog.js';
import { Spinner } from '#components/ui/spinner.js';
import { paths } from '#config/paths.js';
import { trackEvent } from '#lib/analytics.js';
import { useMe } from '#lib/current-customer.js';
import { SUPPORT_WHATSAPP_LINK } from '#lib/support-contacts.js';
import { CancelPolicyModal } from './cancel-policy-modal';
import { HealthTileCare } from './health-tile-care';
import { HealthTileHospital } from './health-tile-hospital';
import { PolicyCarousel } from './policy-carousel';
import { ProductTiles } from './product-tiles';
import { SponsorshipContinue } from './sponsorship-continue';
import { RenewPolicyDialog } from './renew-policy-dialog';
import { EmailProofCard } from './email-proof-card';
import { VerificationCard } from './verification-card';
import type { RenewalPayment } from './renewal-checkout';
import '#styles/dashboard.css';
import { withMessages } from '#lib/messages.js';
import { useDates, useT } from '#lib/i18n.js';

// The next-of-kin form (react-hook-form and zod) is its own chunk, loaded only when the modal shows:
// it keeps the dashboard's JavaScript inside its budget (docs/performance.md).
const NextOfKinModal = lazy(async () => ({
  // Its words (the account namespace) come with it.
  default: (await withMessages(['account'], () => import('./next-of-kin-modal'))()).NextOfKinModal,
}));
// "Use WhatsApp" (issue 40), likewise a chunk of its own with its words (the account namespace):
// every signed-in page carries the dashboard's code, and only the dashboard shows this card.
const WhatsAppCard = lazy(async () => ({
  default: (await withMessages(['account'], () => import('./whatsapp-card'))()).WhatsAppCard,
}));
// 'Explore' (Business, Credit Life), likewise, with the product catalogue's words in the page's
// language (the products namespace): only when a customer opens it.
const ExploreModal = lazy(async () => ({
  default: (await withMessages(['products'], () => import('./explore-modal'))()).ExploreModal,
}));
// The checkout, likewise, only when a renewal needs a payment.
const RenewalCheckout = lazy(async () => ({
  // The checkout's words come with it.
  default: (await withMessages(['checkout'], () => import('./renewal-checkout'))()).RenewalCheckout,
}));

/**
 * What a dashboard action did (issue 18): one message at a time, in a status region; a declined
 * saved card's carries the way to pay otherwise (issue 38).
 */
type Notice = {
  variant: 'success' | 'danger';
  text: string;
  payAnotherWay?: RenewalPayment;
};

// The next-of-kin modal asks once per browser session (issue 18): closed, saved or left (to Settings),
// it stays away until the customer opens the site again. The editor is in Settings, and the modal
// says so. Read after hydration (the server draws the page as if not asked, so the two agree).
const KIN_ASKED_KEY = 'alaafia_next_of_kin_asked';
function kinAskedThisSession(): boolean {
  try {
    return sessionStorage.getItem(KIN_ASKED_KEY) === '1';
  } catch {
    return false;
  }
}
const noSubscription = () => () => undefined;
function markKinAsked() {
  try {
    sessionStorage.setItem(KIN_ASKED_KEY, '1');
  } catch {
    // Storage refused (private mode): the modal may ask again on the next load.
  }
}

const INVOICE_OF: Partial<Record<ProductUid, InvoiceKind>> = {
  EI: 'income',
  HI: 'health',
  HTCI: 'healthcash',
};

type DashboardProps = {
  /**
   * What the app shows between the overview and the product tiles: the claims list (issue 17), a
   * chunk of its own that the app layer passes in (features do not import each other).
   */
  claims?: ReactNode;
};

function Dashboard({ customer, claims }: DashboardProps & { customer: Customer }) {
  const t = useT();
  const dates = useDates();
  const navigate = useNavigate();
  const atHome = useLocation().pathname === paths.home;
  const premiumsQuery = usePremiums(customer.id);
  const premiums = premiumsQuery.data ?? [];
  const current = currentPremiums(premiums);
  // Paused policies stay in the carousel (marked paused): the customer still holds them (issue 15).
  const activePolicies = current.filter((p) => p.active || p.payment_state === 'paused');
  const [slide, setSlide] = useState(0);
  const [renewing, setRenewing] = useState<ProductUid | null>(null);
  const [cancelling, setCancelling] = useState<ProductUid | null>(null);
  const [exploring, setExploring] = useState<ProductUid | null>(null);
  const [kinDismissed, setKinDismissed] = useState(false);
  const kinAsked = useSyncExternalStore(noSubscription, kinAskedThisSession, () => false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The message shows above the overview: on a phone the action was far down the page, so the
  // message is brought into view (not focused: a status is announced where the customer is).
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [notice]);
  const [renewalPayment, setRenewalPayment] = useState<RenewalPayment | null>(null);
  const renew = useRenewPolicy(customer.id);

  // False in the server's HTML and while React takes it over, true after (no state set in an effect).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // The conversion event of every dashboard load (dashboard-and-kyc.md section 2).
  const tracked = useRef(false);
  useEffect(() => {
    if (!atHome || tracked.current) return;
    tracked.current = true;
    trackEvent('CompleteRegistration', customer.engage_uid, { page: 'dashboard' });
  }, [atHome, customer.engage_uid]);

  const premiumOf = (product: ProductUid | null): PremiumRecord | undefined =>
    current.find((p) => p.product_prefix_code === product);

  const showNextOfKin =
    atHome &&
    premiumsQuery.isSuccess &&
    !kinDismissed &&
    !kinAsked &&
    shouldShowNextOfKinModal({ next_of_kin: customer.next_of_kin, premiums: activePolicies });
  // Asked once it has been shown and then closed, saved or left with the page.
  useEffect(() => {
    if (!showNextOfKin) return undefined;
    return () => markKinAsked();
  }, [showNextOfKin]);

  const confirmRenewal = () => {
    const premium = premiumOf(renewing);
    if (!premium) return;
    const invoice = (renewing && INVOICE_OF[renewing]) || 'health';
    const title = renewing ? t(`frame.product.title.${renewing}`) : '';
    setNotice(null);
    renew.mutate(premium.product_id, {
      onSuccess: (answer) => {
        setRenewing(null);
        const { status, payment, policy } = answer;
        // Not paid by a still-running period and no saved card: the customer pays in the checkout.
        if (status === 'payment_required' && payment) {
          setRenewalPayment({ payment, invoice, id: Date.now() });
        } else if (status === 'declined') {
          // The saved card was declined (nothing charged): said, with the other ways to pay.
          setNotice({
            variant: 'danger',
            text: declineMessage(t, answer),
            ...(payment ? { payAnotherWay: { payment, invoice, id: Date.now() } } : {}),
          });
        } else if (status === 'renewed') {
          const until = policy?.next_payment_date;
          setNotice({
            variant: 'success',
            text: t('dashboard.renewed', {
              product: title,
              until: until ? dates.day(until) : '—',
            }),
          });
        }
      },
      // The spec swallows a renewal failure; we say it (issue 18, docs/business-rules.md).
      onError: (error) => {
        setRenewing(null);
        setNotice({ variant: 'danger', text: error.message || t('dashboard.renewFailed') });
      },
    });
  };

  return (
    <div className="dashboard">
      <section className="dashboard__greeting" aria-labelledby="greeting">
        <h1 id="greeting">
          {customer.just_signed_up
            ? t('dashboard.greetingNew', { name: customer.first_name })
            : t('dashboard.greeting', { name: customer.first_name })}
        </h1>
        <p>{t('dashboard.greetingLine')}</p>
        <p className="dashboard__help">
          <a href={SUPPORT_WHATSAPP_LINK} rel="noopener noreferrer">
            {t('dashboard.whatsapp')}
          </a>
          <Link to={paths.help}>{t('dashboard.help')}</Link>
        </p>
      </section>
      {notice ? (
        <div ref={noticeRef}>
          <StatusBanner
            variant={notice.variant}
            onDismiss={() => setNotice(null)}
            dismissLabel={t('dashboard.dismissNotice')}
            className="dash-alert"
          >
            {notice.text}
            {notice.payAnotherWay ? (
              <button
                type="button"
                className="ui-button ui-button--primary dash-alert__action"
                onClick={() => {
                  const pay = notice.payAnotherWay;
                  setNotice(null);
                  if (pay) setRenewalPayment({ ...pay, id: Date.now() });
                }}
              >
                {t('dashboard.declined.payAnotherWay')}
              </button>
            ) : null}
          </StatusBanner>
        </div>
      ) : null}
      {customer.email_verified ? null : <EmailProofCard email={customer.email} />}
      {renewalPayment ? (
        <Suspense fallback={null}>
          <RenewalCheckout customer={customer} renewal={renewalPayment} />
        </Suspense>
      ) : null}
      <div className="dash-overview">
        {premiumsQuery.isPending ? (
          <div className="dash-carousel dash-carousel--empty">
            <Spinner label={t('dashboard.loadingPolicies')} />
          </div>
        ) : premiumsQuery.isError ? (
          <div className="dash-carousel dash-carousel--empty">
            <p>{t('dashboard.loadFailed')}</p>
          </div>
        ) : (
          <PolicyCarousel
            policies={activePolicies}
            index={slide}
            onIndexChange={setSlide}
            customerId={customer.id}
          />
        )}
        <VerificationCard customer={customer} premiums={premiums} />
      </div>
      {claims}
      {premiumsQuery.isSuccess ? (
        <ProductTiles
          premiums={premiums}
          busyProduct={renew.isPending ? renewing : null}
          healthHospital={
            <>
              <HealthTileHospital customer={customer} />
              <HealthTileCare customer={customer} />
            </>
          }
          sponsorship={(premium) => (
            <SponsorshipContinue customerId={customer.id} premium={premium} />
          )}
          onExploreIncome={() => void navigate(paths.buyIncome)}
          onBuy={(product) =>
            void navigate(
              `${product === 'HTCI' ? paths.buyHealthCash : paths.buyHealth}?from=dashboard`,
            )
          }
          onRenew={setRenewing}
          onExplore={setExploring}
          onCancel={setCancelling}
          onClaim={(product) =>
            void navigate(product === 'HTCI' ? paths.claimHealthCash : paths.claimIncome)
          }
        />
      ) : null}
      {/* Drawn once the page is the app's (not in the server's HTML): its button works when seen. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <WhatsAppCard customer={customer} />
        </Suspense>
      ) : null}

      <RenewPolicyDialog
        customerId={customer.id}
        productId={premiumOf(renewing)?.product_id ?? null}
        loading={renew.isPending}
        onCancel={() => setRenewing(null)}
        onConfirm={confirmRenewal}
      />
      <CancelPolicyModal
        customerId={customer.id}
        product={cancelling}
        productId={premiumOf(cancelling)?.product_id ?? null}
        onClose={() => setCancelling(null)}
        onCancelled={(text) => setNotice({ variant: 'success', text })}
      />
      {exploring ? (
        <Suspense fallback={null}>
          <ExploreModal product={exploring} onClose={() => setExploring(null)} />
        </Suspense>
      ) : null}
      {showNextOfKin ? (
        <Suspense fallback={null}>
          <NextOfKinModal
            open
            customerId={customer.id}
            onClose={() => setKinDismissed(true)}
            onSaved={() => {
              setKinDismissed(true);
              setNotice({ variant: 'success', text: t('dashboard.nextOfKinSaved') });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The enrollee home (dashboard-and-kyc.md sections 2 to 4): the greeting, the policy carousel beside
 * the verification card, the product tiles, renewal and cancellation, and the next-of-kin modal.
 * The purchase wizards open over it by URL (/buy/income, /buy/health, /buy/health-cash).
 */
export function DashboardPage({ claims }: DashboardProps = {}) {
  const { data: customer } = useMe();
  if (!customer) return null;
  return <Dashboard customer={customer} claims={claims} />;
}
