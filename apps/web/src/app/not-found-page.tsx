import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useMe } from '../lib/current-customer';
import { useT } from '../lib/i18n';

/**
 * An address we do not have. A customer goes back to their dashboard; a visitor who is not signed
 * in (issue 30) to the front page, which the server sends as a document (so a plain link, not the
 * router's), or to help.
 */
export function NotFoundPage() {
  const t = useT();
  const { data: customer, isPending } = useMe();
  const signedIn = Boolean(customer);
  return (
    <main className="page-card page-card--center" id="main">
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.lead')}</p>
      {signedIn ? (
        <Link className="ui-button ui-button--primary" to={paths.home}>
          {t('common.notFound.dashboard')}
        </Link>
      ) : isPending ? null : (
        <>
          <a className="ui-button ui-button--primary" href={paths.home}>
            {t('common.notFound.home')}
          </a>
          <p>
            <Link to={paths.help}>{t('common.notFound.help')}</Link>
          </p>
        </>
      )}
    </main>
  );
}
