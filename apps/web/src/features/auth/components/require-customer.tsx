import type { Customer } from '@alaafia/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '#components/ui/spinner.js';
import { loginPath, paths } from '#config/paths.js';
import { sessionExpiredOnLastCheck, useMe } from '#lib/current-customer.js';
import { useT } from '#lib/i18n.js';

/**
 * The signed-in part of the app: without a customer it goes to sign-in and comes back here after.
 * A customer with the change_password flag is sent to /enrollee/profile first.
 */
export function RequireCustomer({ children }: { children: (customer: Customer) => ReactNode }) {
  const me = useMe();
  const t = useT();
  const location = useLocation();
  if (me.isPending) {
    return (
      <div className="page-loading">
        <Spinner label={t('frame.account.loading')} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="page-loading" role="alert">
        <p>{t('frame.account.unreachable')}</p>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => void me.refetch()}
        >
          {t('frame.account.tryAgain')}
        </button>
      </div>
    );
  }
  const customer = me.data;
  if (!customer) {
    return (
      <Navigate
        to={loginPath(location.pathname + location.search, sessionExpiredOnLastCheck())}
        replace
      />
    );
  }
  if (customer.change_password && location.pathname !== paths.enrolleeProfile) {
    return <Navigate to={paths.enrolleeProfile} replace />;
  }
  return <>{children(customer)}</>;
}
