// A local HTTP server answering as Paystack's API definition says (PaystackOSS/openapi:
// paths/transaction_charge_authorization.yaml, schemas/ChargeAuthorizationResponse.yaml, and
// GET /transaction/verify/{reference}), after a set latency, for the premium bench (issue 29). It
// keeps its own record of every charge, which the bench reads to check that each premium was charged
// once: GET /__bench/charges answers { calls, references, charged_twice }.
// Run alone: node apps/api/bench/paystack-mock.mjs [latency ms]; it prints `listening <port>`.
// Imported: startPaystackMock({ latencyMs }) -> { url, close() }.
import http from 'node:http';

export function startPaystackMock({ latencyMs = 0, port = 0 } = {}) {
  /** reference -> the transaction answered, and how many charge calls named it. */
  const ledger = new Map();
  let calls = 0;
  let nextId = 4_099_260_000;

  function transaction(reference, amount, email, authorizationCode) {
    nextId += 1;
    return {
      amount,
      currency: 'NGN',
      transaction_date: new Date().toISOString(),
      status: 'success',
      reference,
      domain: 'test',
      metadata: '',
      gateway_response: 'Approved',
      message: null,
      channel: 'card',
      ip_address: null,
      log: null,
      fees: Math.min(Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0), 200_000),
      authorization: {
        authorization_code: authorizationCode,
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa ',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
        signature: `SIG_${authorizationCode}`,
        account_name: null,
      },
      customer: {
        id: 92_312_441,
        first_name: null,
        last_name: null,
        email,
        customer_code: 'CUS_bench',
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      paid_at: new Date().toISOString(),
      id: nextId,
    };
  }

  const send = (res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://paystack.local');
      if (req.method === 'GET' && url.pathname === '/__bench/charges') {
        const twice = [...ledger.values()].filter((t) => t.calls > 1).length;
        return send(res, 200, { calls, references: ledger.size, charged_twice: twice });
      }
      if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
        return send(res, 401, { status: false, message: 'Invalid key' });
      }
      setTimeout(() => {
        if (req.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
          let body;
          try {
            body = JSON.parse(raw);
          } catch {
            return send(res, 400, { status: false, message: 'Invalid JSON' });
          }
          const { email, amount, authorization_code: code, reference } = body;
          if (!email || !Number.isInteger(amount) || !code) {
            return send(res, 400, { status: false, message: 'Invalid request' });
          }
          calls += 1;
          const seen = ledger.get(reference);
          if (seen) {
            seen.calls += 1;
            return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
          }
          const tx = transaction(reference, amount, email, code);
          ledger.set(reference, { tx, calls: 1 });
          return send(res, 200, { status: true, message: 'Charge attempted', data: tx });
        }
        const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
        if (req.method === 'GET' && verify) {
          const seen = ledger.get(decodeURIComponent(verify[1]));
          if (!seen)
            return send(res, 404, { status: false, message: 'Transaction reference not found' });
          return send(res, 200, {
            status: true,
            message: 'Verification successful',
            data: seen.tx,
          });
        }
        return send(res, 404, { status: false, message: 'Not found' });
      }, latencyMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mock = await startPaystackMock({ latencyMs: Number(process.argv[2] ?? 0) });
  console.log(`listening ${new URL(mock.url).port}`);
  // Forked by a bench: gone with it, however it ends.
  process.on('disconnect', () => process.exit(0));
}
