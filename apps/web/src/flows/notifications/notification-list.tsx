import { Link } from 'react-router';
import { Button } from '#components/ui/button.js';
import { QueryState } from '#components/ui/query-state.js';
import { useDates, useT } from '#lib/i18n.js';
import {
  useMarkNotificationsRead,
  useNotifications,
  type NotificationsPage,
} from './api/notifications';

type NotificationListProps = {
  customerId: number;
  /** Called when the customer follows a message's link (the bell closes). */
  onNavigate: () => void;
};

/**
 * The bell's list (loaded when the bell opens): the newest messages first, unread ones marked, each a
 * link to where the customer can act (following it marks it read), and 'Mark all as read'.
 */
export function NotificationList({ customerId, onNavigate }: NotificationListProps) {
  const t = useT();
  const notifications = useNotifications(customerId);
  return (
    <QueryState
      query={notifications}
      loading={t('frame.bell.loading')}
      error={t('frame.bell.failed')}
      className="notif-status"
    >
      {(data) => <Messages customerId={customerId} data={data} onNavigate={onNavigate} />}
    </QueryState>
  );
}

function Messages({
  customerId,
  data,
  onNavigate,
}: NotificationListProps & { data: NotificationsPage }) {
  const t = useT();
  const dates = useDates();
  const mark = useMarkNotificationsRead(customerId);
  if (data.items.length === 0) return <p className="notif-status">{t('frame.bell.empty')}</p>;
  return (
    <div className="notif">
      {data.unread > 0 ? (
        <Button variant="link" className="notif__mark-all" onClick={() => mark.mutate(undefined)}>
          {t('frame.bell.markAll')}
        </Button>
      ) : null}
      <ul className="notif__list">
        {data.items.map((item) => (
          <li
            key={item.id}
            className={item.read_at ? 'notif__item' : 'notif__item notif__item--unread'}
          >
            <Link
              to={item.action_path ?? '/'}
              className="notif__link"
              onClick={() => {
                if (!item.read_at) mark.mutate([item.id]);
                onNavigate();
              }}
            >
              <span className="notif__title">
                {item.read_at ? null : (
                  <span className="visually-hidden">{t('frame.bell.unread')}</span>
                )}
                {item.title}
              </span>
              <span className="notif__body">{item.body}</span>
              <time className="notif__date" dateTime={item.created_at}>
                {dates.moment(item.created_at)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
