import { isSignedInPage, preloadPage } from './app/route-modules';
import { startEarlyGet } from './lib/api-client';
import { holdEarlySubmits } from './lib/early-submit';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/app.css';

// A small first script: on a signed-in page it asks who is signed in (first, so the answer does not
// queue behind the scripts), starts the page's own chunks, then loads React and the app (boot.tsx,
// whose files index.html already preloads). On a slow phone network the downloads overlap instead of
// following one another.
const { pathname } = window.location;
if (isSignedInPage(pathname)) startEarlyGet('/auth/me');
preloadPage(pathname);
if (document.getElementById('root')?.dataset.prerendered) holdEarlySubmits();
void import('./boot').then(({ boot }) => boot(document.getElementById('root')!));
