// A small round-robin load balancer on node:http for bench/cluster-run.ts (issue 29; the choice is in
// docs/decisions/2026-11-27-cluster-bench.md). Each request goes to the next backend in turn. A
// backend that refuses the connection (a process that is gone) is marked down for a few seconds and
// the request goes to the next one: nothing of it reached the dead process, so sending it again is
// safe. Any other failure (a backend that died with the request in hand) answers 502 and is never
// retried, as HAProxy or nginx do for a request that may have been received: the client decides.
// It adds X-Forwarded-For, as a load balancer in front of TRUST_PROXY=true would.
import http from 'node:http';

const DOWN_MS = 5_000;

/** Answers { url, stats: { byBackend, refused, failed }, close() } once listening on 127.0.0.1. */
export function startRoundRobinProxy(backends, { port = 0 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map();
  const stats = {
    byBackend: Object.fromEntries(backends.map((b) => [b, 0])),
    refused: 0,
    failed: 0,
  };
  let next = 0;

  function pick(tried) {
    for (let i = 0; i < backends.length; i += 1) {
      const backend = backends[(next + i) % backends.length];
      if (tried.has(backend) || (downUntil.get(backend) ?? 0) > Date.now()) continue;
      next = (next + i + 1) % backends.length;
      return backend;
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    // The body is kept whole so that a refused connection can be retried on the next backend.
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set();
      const attempt = () => {
        const backend = pick(tried);
        if (!backend) {
          stats.failed += 1;
          res.writeHead(503, { 'content-type': 'text/plain' });
          return res.end('no backend available');
        }
        tried.add(backend);
        const target = new URL(req.url ?? '/', backend);
        const headers = { ...req.headers, host: target.host };
        headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
        delete headers.connection;
        const upstream = http.request(target, { method: req.method, headers, agent }, (answer) => {
          stats.byBackend[backend] += 1;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        upstream.on('error', (error) => {
          if (error.code === 'ECONNREFUSED') {
            stats.refused += 1;
            downUntil.set(backend, Date.now() + DOWN_MS);
            return attempt();
          }
          stats.failed += 1;
          if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`bad gateway: ${error.code ?? error.message}`);
          } else res.destroy();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stats,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
            agent.destroy();
          }),
      });
    });
  });
}
