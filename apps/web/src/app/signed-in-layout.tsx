import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppHeader } from '../flows/layout/app-header';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/api/logout';
import { RequireCustomer } from '../features/auth/components/require-customer';
import { useT } from '../lib/i18n';

/** The frame of every signed-in page: the header with its profile menu, and the logout confirmation. */
export function SignedInLayout() {
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const t = useT();

  return (
    <RequireCustomer>
      {(customer) => (
        <div className="app-shell">
          <a className="skip-link" href="#main">
            {t('frame.skip')}
          </a>
          <AppHeader
            fullName={`${customer.first_name} ${customer.last_name}`}
            email={customer.email}
            homePath={paths.home}
            settingsPath={paths.settings}
            onLogoutRequest={() => setConfirmingLogout(true)}
            customerId={customer.id}
          />
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
          <ConfirmDialog
            open={confirmingLogout}
            title={t('frame.logoutTitle')}
            text={t('frame.logoutText')}
            confirmLabel={t('frame.logout')}
            loading={logout.isPending}
            onCancel={() => setConfirmingLogout(false)}
            onConfirm={() =>
              logout.mutate(undefined, {
                onSettled: () => {
                  setConfirmingLogout(false);
                  void navigate(paths.login, { replace: true });
                },
              })
            }
          />
        </div>
      )}
    </RequireCustomer>
  );
}
