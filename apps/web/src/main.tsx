import {
  isHospitalPage,
  isSignedInPage,
  isStaffArea,
  isStaffPage,
  preloadPage,
} from './app/route-modules';
import { hasCookie, startEarlyGet } from './lib/api-client';
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
// Only when the customer's hint cookie says someone signed in on this browser (CUSTOMER_HINT_COOKIE,
// packages/domain/src/sign-in-hints.ts): a visitor is sent to sign in with no 401 (issue 38).
const serverRendered = document.getElementById('root')?.dataset.prerendered !== undefined;
if (isSignedInPage(pathname) && !serverRendered && hasCookie('alaafia_in'))
  startEarlyGet('/auth/me');
// The back office's pages arrive drawn without the staff member (the staff cookie goes to /api/admin
// only), so who is signed in there is always asked for (issue 30).
// Only when the back office's hint cookie says someone signed in on this browser (STAFF_HINT_COOKIE,
// packages/domain/src/staff.ts): nobody signed in sees the sign-in with no 401 (issue 38).
if (isStaffPage(pathname) && hasCookie('alaafia_staff_in')) startEarlyGet('/admin/auth/me');
// The hospital portal is drawn by the browser once it knows who is signed in (its sign-in or its
// lists): asked here, the answer comes with the scripts rather than after them (issue 38); only when
// the portal's hint cookie says someone signed in on this browser.
if (isHospitalPage(pathname) && hasCookie('alaafia_hospital_in'))
  startEarlyGet('/hospital/auth/me');
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
