import { telemedicineCopy, type Customer } from '@alaafia/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.js';
import { Button } from '#components/ui/button.js';
import {
  memberCardPagePath,
  memberCardPdfPath,
  useMemberCard,
  useTelemedicineRequests,
} from '../api/health-plan-care';
import '#styles/health-care.css';
import { useT } from '#lib/i18n.js';
import { withMessages } from '#lib/messages.js';

// The form is its own chunk, loaded when the customer opens it (the dashboard's JavaScript budget).
const TalkToDoctorModal = lazy(async () => ({
  default: (await withMessages(['account'], () => import('./talk-to-doctor-modal'))())
    .TalkToDoctorModal,
}));

/**
 * The active health tile's member card and 'Talk to a doctor' (issue 28 items 1 and 4): the member
 * number and status, the card page (kept offline on the phone) and its PDF; the latest request to
 * talk to a doctor and its state.
 */
export function HealthTileCare({ customer }: { customer: Customer }) {
  const t = useT();
  const card = useMemberCard(customer.id);
  const requests = useTelemedicineRequests(customer.id);
  const [asking, setAsking] = useState(false);
  const [opened, setOpened] = useState(false);
  const latest = requests.data?.[0];
  return (
    <div className="dash-care">
      {card.data ? (
        <div className="dash-care__card">
          <p className="dash-care__line">
            <span className="dash-care__label">{t('dashboard.memberCard.memberNumber')}</span>
            <span className="dash-care__number">{card.data.member_number}</span>
          </p>
          <a className="dash-care__link" href={memberCardPagePath}>
            {t('dashboard.memberCard.viewCard')}
          </a>
          <a className="dash-care__link" href={memberCardPdfPath(customer.id)} download>
            {t('dashboard.memberCard.downloadCard')}
          </a>
        </div>
      ) : null}
      <Button
        variant="secondary"
        className="dash-care__doctor"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setAsking(true);
        }}
      >
        {t('dashboard.doctor.open')}
      </Button>
      <Link className="dash-care__link" to={paths.care}>
        {t('dashboard.care.link')}
      </Link>
      <p className="dash-care__request" role="status">
        {latest
          ? t('dashboard.doctor.latest', {
              reference: latest.reference,
              state: telemedicineCopy.statusText[latest.status],
            })
          : null}
      </p>
      {opened ? (
        <Suspense fallback={null}>
          <TalkToDoctorModal
            customerId={customer.id}
            hospital={customer.preferred_hospital?.name ?? null}
            phone={customer.phone_number}
            open={asking}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
