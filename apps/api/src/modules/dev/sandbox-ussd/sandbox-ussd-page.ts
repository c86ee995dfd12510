/**
 * The sandbox's USSD simulator (issue 41): a phone screen that drives our own Africa's Talking
 * callback, as a handset on a network would, for demos and the browser tests. It posts the same
 * form the gateway posts (sessionId, serviceCode, phoneNumber, networkCode, text: every answer so
 * far joined by *) with the sandbox's callback key, shows the CON/END screen, and lists the SMS
 * the phone received (the sandbox outbox). Dialling a bank's USSD code as a payment gave it
 * (`*737*000*12345#`) pays that charge at the sandbox's bank, as the customer's bank would.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxUssdPage(input: { callbackKey: string; serviceCode: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>USSD simulator (sandbox)</title>
<link rel="stylesheet" href="/sandbox/ussd.css">
</head>
<body>
<main class="sim">
  <h1>USSD simulator <small>(sandbox: no real network, no real money)</small></h1>
  <form id="dial-form" class="sim__dial">
    <label>Phone number <input id="phone" name="phone" inputmode="tel" value="" placeholder="08031234567" required></label>
    <label>Short code <input id="service-code" name="service-code" value="${escapeHtml(input.serviceCode)}"></label>
    <button id="dial" type="submit">Dial</button>
  </form>
  <section class="sim__phone" aria-label="Phone">
    <pre id="screen" class="sim__screen" role="status" aria-live="polite">Dial the short code to start.</pre>
    <form id="answer-form" class="sim__answer">
      <label for="answer">Reply</label>
      <input id="answer" name="answer" inputmode="numeric" autocomplete="off" disabled>
      <button id="send" type="submit" disabled>Send</button>
      <button id="hang-up" type="button" disabled>Hang up</button>
    </form>
  </section>
  <section class="sim__sms" aria-label="SMS received">
    <h2>SMS received</h2>
    <button id="refresh-sms" type="button">Refresh</button>
    <ol id="sms"></ol>
  </section>
</main>
<script id="sim-config" type="application/json">${JSON.stringify({ key: input.callbackKey })}</script>
<script src="/sandbox/ussd.js" defer></script>
</body>
</html>`;
}

export const SANDBOX_USSD_CSS = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; background: #f4f6f5; color: #1b2a24; }
.sim { max-width: 420px; margin: 0 auto; }
.sim h1 { font-size: 1.25rem; } .sim h1 small { display: block; font-size: .8rem; font-weight: normal; }
.sim label { display: block; margin: .5rem 0; }
.sim input { font-size: 1rem; padding: .4rem; width: 100%; box-sizing: border-box; }
.sim button { font-size: 1rem; padding: .45rem 1rem; margin: .25rem .25rem 0 0; }
.sim__phone { background: #222; border-radius: 24px; padding: 1rem; margin: 1rem 0; }
.sim__screen { background: #cfe3c4; color: #111; font: 15px/1.35 monospace; white-space: pre-wrap; min-height: 11rem; padding: .75rem; margin: 0 0 .75rem; border-radius: 6px; }
.sim__answer label { color: #eee; }
.sim__sms ol { padding-left: 1.25rem; } .sim__sms li { margin: .35rem 0; }
`;

export const SANDBOX_USSD_SCRIPT = `'use strict';
(function () {
  var config = JSON.parse(document.getElementById('sim-config').textContent);
  var screen = document.getElementById('screen');
  var answer = document.getElementById('answer');
  var send = document.getElementById('send');
  var hangUp = document.getElementById('hang-up');
  var phone = document.getElementById('phone');
  var serviceCode = document.getElementById('service-code');
  var smsList = document.getElementById('sms');
  var session = null;

  function setOpen(open) {
    answer.disabled = !open; send.disabled = !open; hangUp.disabled = !open;
    if (open) answer.focus();
  }

  function gatewayPhone(local) {
    var digits = local.replace(/\\D/g, '');
    return digits.charAt(0) === '0' ? '+234' + digits.slice(1) : '+' + digits;
  }

  function post(text) {
    var body = new URLSearchParams({
      sessionId: session.id, serviceCode: serviceCode.value, phoneNumber: gatewayPhone(phone.value),
      networkCode: '62120', text: text
    });
    return fetch('/api/ussd/africastalking?key=' + encodeURIComponent(config.key), {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body
    }).then(function (res) {
      if (res.status === 403) return 'END The callback refused the key.';
      return res.text();
    });
  }

  function show(reply) {
    var ended = reply.indexOf('END ') === 0;
    screen.textContent = reply.replace(/^(CON|END) /, '');
    screen.dataset.state = ended ? 'ended' : 'open';
    setOpen(!ended);
    if (ended) session = null;
    refreshSms();
  }

  function refreshSms() {
    if (!phone.value) return;
    fetch('/api/sandbox/outbox?to=' + encodeURIComponent(phone.value.replace(/\\D/g, '')))
      .then(function (res) { return res.ok ? res.json() : { data: [] }; })
      .then(function (out) {
        smsList.textContent = '';
        out.data.filter(function (m) { return m.channel === 'sms'; }).forEach(function (m) {
          var li = document.createElement('li'); li.textContent = m.body; smsList.appendChild(li);
        });
      });
  }

  function payAtBank(code) {
    screen.textContent = 'Dialling ' + code + '...';
    return fetch('/api/sandbox/paystack/ussd', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ussd_code: code, outcome: 'success' })
    }).then(function (res) {
      return res.ok ? 'END Sandbox bank: payment approved. Thank you.' : 'END Sandbox bank: no payment waits for this code.';
    }).then(show);
  }

  document.getElementById('dial-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (/^\\*\\d{3}\\*000\\*\\d{5}#$/.test(serviceCode.value.trim())) { payAtBank(serviceCode.value.trim()); return; }
    session = { id: 'SIM' + Date.now().toString(36) + Math.random().toString(36).slice(2, 8), answers: [] };
    screen.textContent = 'Dialling ' + serviceCode.value + '...';
    post('').then(show);
  });

  document.getElementById('answer-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!session) return;
    session.answers.push(answer.value.trim());
    answer.value = '';
    post(session.answers.join('*')).then(show);
  });

  hangUp.addEventListener('click', function () {
    session = null; setOpen(false); screen.textContent = 'Call ended.'; screen.dataset.state = 'ended';
  });
  document.getElementById('refresh-sms').addEventListener('click', refreshSms);
})();
`;
