import { isSignedInPage, isStaffArea, isStaffPage, preloadPage } from './app/route-modules';
import { startEarlyGet } from './lib/api-client';
import { evaluateInSteps, evaluationSteps } from './lib/evaluate-in-steps';
import { loadTranslator, pageLanguage } from './lib/messages';
import { nextTask } from './lib/next-task';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/app.css';

// A small first script: on a signed-in page it asks who is signed in (first, so the answer does not
// queue behind the scripts), starts the page's own chunks, then loads React and the app (boot.tsx,
// whose files index.html already preloads). On a slow phone network the downloads overlap instead of
// following one another.
const { pathname } = window.location;
// A page the server rendered for the customer came with the answer already (boot.tsx reads it).
const serverRendered = document.getElementById('root')?.dataset.prerendered !== undefined;
if (isSignedInPage(pathname) && !serverRendered) startEarlyGet('/auth/me');
// The back office's pages arrive drawn without the staff member (the staff cookie goes to /api/admin
// only), so who is signed in there is always asked for (issue 30).
if (isStaffPage(pathname)) startEarlyGet('/admin/auth/me');
// A back-office page drawn by the build names its chunks in the order they can run one per task
// (build/prerender.mjs; lib/evaluate-in-steps.ts): its loader has started their downloads already.
// Any other page starts its own chunks here and runs React in a task of its own before the app.
function startPage(): Promise<void> {
  preloadPage(pathname);
  return import('./lib/react-library').then(nextTask);
}
// The page's messages, in its language (<html lang>), downloaded beside the page's own chunks. The
// staff's pages (the back office, the hospital portal) stay English and use no catalogue.
const translator = isStaffArea(pathname) ? Promise.resolve(null) : loadTranslator(pageLanguage());
const steps = evaluationSteps();
void (steps.length ? evaluateInSteps(steps) : startPage())
  .then(() => import('./boot'))
  .then(({ boot }) => boot(document.getElementById('root')!, translator));
