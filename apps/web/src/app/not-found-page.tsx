import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useMe } from '../lib/current-customer';

/**
 * An address we do not have. A customer goes back to their dashboard; a visitor who is not signed
 * in (issue 30) to the front page, which the server sends as a document (so a plain link, not the
 * router's), or to help.
 */
export function NotFoundPage() {
  const { data: customer, isPending } = useMe();
  const signedIn = Boolean(customer);
  return (
    <main className="page-card page-card--center" id="main">
      <h1>We could not find that page</h1>
      <p>The link may be old, or the address mistyped.</p>
      {signedIn ? (
        <Link className="ui-button ui-button--primary" to={paths.home}>
          Go to your dashboard
        </Link>
      ) : isPending ? null : (
        <>
          <a className="ui-button ui-button--primary" href={paths.home}>
            Go to the home page
          </a>
          <p>
            <Link to={paths.help}>Help and support</Link>
          </p>
        </>
      )}
    </main>
  );
}
