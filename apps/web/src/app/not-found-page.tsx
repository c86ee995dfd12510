import { Link } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <main className="page-card page-card--center" id="main">
      <h1>We could not find that page</h1>
      <p>The link may be old, or the address mistyped.</p>
      <Link className="ui-button ui-button--primary" to={paths.home}>
        Go to your dashboard
      </Link>
    </main>
  );
}
