import { formatKobo, kobo } from '@alaafia/domain';

/**
 * The sandbox's payment page (issue 38 item 6): what a sponsor opens from an invoice's payment link
 * while PAYMENTS_PROVIDER=sandbox, standing in for Paystack's checkout page. A page in Alaafia's
 * look, not JSON: the amount, the payer's e-mail and the reference, and a form that pays (or, to
 * try the other path, declines) it at the sandbox provider, which delivers the signed webhook as
 * Paystack would. No script: the form posts to the same address and the answer is the outcome page.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #faf8f5; color: #1f1b16; }
header { background: #0b6e4f; color: #fff; padding: .9rem 1.25rem; font-weight: 700; font-size: 1.15rem; letter-spacing: .01em; }
main { max-width: 28rem; margin: 1.5rem auto; padding: 0 1rem; }
.card { background: #fff; border: 1px solid #e4ded5; border-radius: 12px; padding: 1.25rem; }
h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
.muted { color: #5b544b; font-size: .9rem; margin: 0 0 1rem; }
dl { margin: 0 0 1.25rem; } dl div { display: flex; justify-content: space-between; gap: 1rem; padding: .45rem 0; border-bottom: 1px solid #f0ebe4; }
dt { color: #5b544b; flex: none; } dd { margin: 0; min-width: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
a { color: #0b6e4f; font-weight: 600; }
.amount { font-size: 1.6rem; font-weight: 700; margin: .25rem 0 1rem; }
button { display: block; width: 100%; min-height: 48px; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer; margin-top: .6rem; }
.pay { background: #0b6e4f; border: 0; color: #fff; } .pay:hover { background: #085a40; }
.decline { background: #fff; border: 1px solid #b8b0a5; color: #1f1b16; }
.notice { border-radius: 8px; padding: .75rem 1rem; margin: 0 0 1rem; }
.notice--success { background: #e6f2ec; color: #06462f; } .notice--danger { background: #fbeaea; color: #8a1c1c; }
footer { text-align: center; color: #5b544b; font-size: .85rem; margin: 1rem 0 2rem; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Pay an Alaafia invoice (test mode).">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Alaafia</header>
<main>
${body}
<footer>Test mode: this page stands in for Paystack's checkout. No card is asked for and no real money moves.</footer>
</main>
</body>
</html>`;
}

interface CheckoutPageInput {
  reference: string;
  amountKobo: number;
  email: string;
  status: string;
}

function details(page: CheckoutPageInput): string {
  return `<dl>
  <div><dt>E-mail</dt><dd>${escapeHtml(page.email)}</dd></div>
  <div><dt>Reference</dt><dd>${escapeHtml(page.reference)}</dd></div>
</dl>`;
}

/** The page the payment link opens: what is asked, and Pay. A paid or declined one says so. */
export function sandboxCheckoutPage(page: CheckoutPageInput): string {
  const amount = formatKobo(kobo(page.amountKobo));
  if (page.status === 'success') return sandboxCheckoutOutcome(page);
  const action = `/api/sandbox/paystack/checkout/${encodeURIComponent(page.reference)}`;
  return layout(
    `Pay ${amount} to Alaafia`,
    `<section class="card" aria-labelledby="title">
  <h1 id="title">Pay Alaafia</h1>
  <p class="muted">By card or bank transfer, as on Paystack's page.</p>
  <p class="amount">${amount}</p>
  ${page.status === 'failed' ? '<p class="notice notice--danger" role="status">The last attempt was declined. Nothing was charged.</p>' : ''}
  ${details(page)}
  <form method="post" action="${escapeHtml(action)}">
    <button class="pay" type="submit" name="outcome" value="success">Pay ${amount}</button>
    <button class="decline" type="submit" name="outcome" value="failed">Decline the payment (test)</button>
  </form>
</section>`,
  );
}

/** After the form: paid (the invoice's receipt follows by e-mail) or declined (try again). */
export function sandboxCheckoutOutcome(page: CheckoutPageInput): string {
  const amount = formatKobo(kobo(page.amountKobo));
  const paid = page.status === 'success';
  const back = `/api/sandbox/paystack/checkout/${encodeURIComponent(page.reference)}`;
  return layout(
    paid ? 'Payment successful' : 'Payment declined',
    `<section class="card" aria-labelledby="title">
  <h1 id="title">${paid ? 'Payment successful' : 'Payment declined'}</h1>
  <p class="notice ${paid ? 'notice--success' : 'notice--danger'}" role="status">${
    paid
      ? `Thank you: ${amount} was paid. Alaafia has been told and e-mails you the receipt.`
      : `The payment of ${amount} was declined. Nothing was charged. <a href="${escapeHtml(back)}">Try again</a>`
  }</p>
  ${details(page)}
</section>`,
  );
}

/** A reference the sandbox provider never made a page for. */
export function sandboxCheckoutMissing(): string {
  return layout(
    'Payment not found',
    `<section class="card" aria-labelledby="title">
  <h1 id="title">Payment not found</h1>
  <p class="muted">This payment link is not known. Please use the link in your e-mail from Alaafia.</p>
</section>`,
  );
}
