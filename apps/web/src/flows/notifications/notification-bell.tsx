import { lazy, Suspense, useState } from 'react';
import { BellIcon } from '../layout/header-icons';
import { Modal } from '#components/ui/modal.js';
import { useNotifications } from './api/notifications';
import { useT } from '#lib/i18n.js';

// The list (and its links and dates) loads when the bell is first opened, not with the dashboard.
const NotificationList = lazy(() =>
  import('./notification-list').then((module) => ({ default: module.NotificationList })),
);

/**
 * The header's bell (issue 15): the unread count on the button ('Notifications, 2 unread' for screen
 * readers), and the messages in a dialog that works at 390 px and by keyboard.
 */
export function NotificationBell({ customerId }: { customerId: number }) {
  const t = useT();
  const { data } = useNotifications(customerId);
  const unread = data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('frame.bell.title')}
      size="sm"
      showCloseButton
      className="notif-dialog"
      trigger={
        <button
          type="button"
          className="app-header__icon app-header__bell"
          aria-label={t('frame.bell.label', { unread })}
        >
          <BellIcon />
          {unread > 0 ? (
            <span className="app-header__badge" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </button>
      }
    >
      {open ? (
        <Suspense fallback={<p className="notif-status">{t('frame.bell.loading')}</p>}>
          <NotificationList customerId={customerId} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
