import {
  formatCalendarDate,
  formatLongDate,
  MEMBER_CARD_OFFLINE_CACHE,
  MEMBER_CARD_PAGE_PATH,
  type MemberCard,
} from '@alaafia/domain';
import { memberCardStatusText, memberCardWords } from '../../../documents/member-card-document.js';
import { qrSvg } from '../../../documents/qr.js';

/**
 * The member card page, /dashboard/card (issue 28 item 1): one self-contained HTML answer (its style
 * and the QR code inline, no framework), so the service worker (MEMBER_CARD_SW) can keep it whole and
 * show it with no data at the hospital. docs/decisions/2026-11-27-member-card-offline.md.
 */
export { MEMBER_CARD_PAGE_PATH };
/** The Cache Storage name the worker keeps the page in; signing out deletes it (the web app's logout). */
const MEMBER_CARD_CACHE = MEMBER_CARD_OFFLINE_CACHE;

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6f5;color:#1b1b1b;line-height:1.4}
main{max-width:28rem;margin:0 auto;padding:1rem}
.brand{color:#0b7354;font-weight:700;margin:0 0 .25rem}
h1{font-size:1.35rem;margin:0 0 1rem}
.card{background:#fff;border:2px solid #0b7354;border-radius:12px;padding:1rem}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.35rem .75rem}
dt{font-weight:600;color:#444}dd{margin:0}
.number{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.2rem;letter-spacing:.06em}
.qr{display:block;width:12rem;height:12rem;margin:1rem auto 0}
.status-paused{color:#a01c1c;font-weight:600}
.note{font-size:.95rem}
.emergency{font-weight:600}
.actions{display:flex;flex-direction:column;gap:.5rem;margin-top:1rem}
.actions a{display:block;min-height:44px;padding:.7rem 1rem;border-radius:8px;text-align:center;text-decoration:none;font-weight:600}
.primary{background:#0b7354;color:#fff}.secondary{border:2px solid #0b7354;color:#0b5a42}
.shown{font-size:.85rem;color:#555}
`;

/** The page for a member: the card, the QR code, what to do at the hospital, the PDF. */
export function memberCardPage(card: MemberCard, customerId: number, shownAt: Date): string {
  const status = memberCardStatusText(card);
  const rows: [string, string][] = [
    ['Name', escape(card.name)],
    ['Member number', `<span class="number">${escape(card.member_number)}</span>`],
    ['Plan', escape(card.plan)],
    ['Hospital', escape(card.hospital?.name ?? memberCardWords.noHospital)],
    [
      'Status',
      `<span class="${card.status === 'active' ? 'status-active' : 'status-paused'}">${escape(status)}</span>`,
    ],
    ...(card.valid_until
      ? ([['Covered until', escape(formatCalendarDate(card.valid_until))]] as [string, string][])
      : []),
  ];
  const qr = qrSvg(card.member_number, `QR code of member number ${card.member_number}`).replace(
    '<svg ',
    '<svg class="qr" ',
  );
  const body = `<main>
<p class="brand">Alaafia</p>
<h1>${escape(memberCardWords.title)}</h1>
<section class="card" aria-label="Member card">
<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
${qr}
</section>
<p class="note">${escape(memberCardWords.atTheHospital)}</p>
<p class="emergency">${escape(memberCardWords.emergency)}</p>
<p class="shown">Saved on this phone: it opens without data once you have seen it. Shown on ${escape(formatLongDate(shownAt))}.</p>
<div class="actions">
<a class="primary" href="/api/local/customers/${customerId}/member-card.pdf" download>Download the card (PDF)</a>
<a class="secondary" href="/api/local/customers/${customerId}/member-card.png" download>Save the card as a picture</a>
<a class="secondary" href="/">Back to the dashboard</a>
</div>
</main>`;
  return htmlPage(`Member card ${card.member_number} | Alaafia`, body);
}

/** The page for a signed-in customer without a health plan in force. */
export function noMemberCardPage(message: string): string {
  return htmlPage(
    'Member card | Alaafia',
    `<main><p class="brand">Alaafia</p><h1>${escape(memberCardWords.title)}</h1><p>${escape(message)}</p><div class="actions"><a class="primary" href="/">Back to the dashboard</a></div></main>`,
  );
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body>${body}<script src="/member-card.js" defer></script></body></html>`;
}

/** The page's one script: registers the worker for the card page only (its scope). */
export const MEMBER_CARD_SCRIPT = `if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/member-card-sw.js', { scope: '${MEMBER_CARD_PAGE_PATH}' }).catch(function () {});
}
`;

/**
 * The service worker of the card page. Installing, it keeps the page as the customer just saw it;
 * then each visit asks the network first and keeps a fresh 200; without a network (or a server
 * error) it answers the kept page. A visit that finds the customer signed out (the sign-in page, a
 * redirect) forgets the kept card. It handles nothing but the card page (its scope).
 */
export const MEMBER_CARD_SW = `const CACHE = '${MEMBER_CARD_CACHE}';
const PAGE = '${MEMBER_CARD_PAGE_PATH}';
const SCRIPT = '/member-card.js';
function keep(url) {
  return caches.open(CACHE).then(function (cache) {
    return fetch(url, { credentials: 'same-origin', redirect: 'manual' }).then(function (res) {
      if (res.status === 200) return cache.put(url, res);
    });
  });
}
self.addEventListener('install', function (event) {
  event.waitUntil(
    Promise.all([keep(PAGE), keep(SCRIPT)]).catch(function () {}).then(function () {
      return self.skipWaiting();
    })
  );
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('fetch', function (event) {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname !== PAGE && url.pathname !== SCRIPT) return;
  const key = url.pathname;
  event.respondWith(
    fetch(event.request).then(function (res) {
      if (res.status === 200 && !res.redirected) {
        const copy = res.clone();
        caches.open(CACHE).then(function (cache) { return cache.put(key, copy); });
        return res;
      }
      if (res.status >= 500) {
        return caches.match(key).then(function (kept) { return kept || res; });
      }
      // Signed out (a redirect to sign in) or no card any more: the phone forgets the kept card.
      if (key === PAGE) caches.delete(CACHE);
      return res;
    }).catch(function () {
      return caches.match(key).then(function (kept) {
        return kept || new Response('You are offline, and this phone has no saved member card yet.', {
          status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' }
        });
      });
    })
  );
});
`;
