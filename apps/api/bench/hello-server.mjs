// The benchmark's ceiling: a bare Fastify server answering GET /api/local/products with a tiny
// JSON body, no database, plugins or compression. Started by run.mjs as a child process
// (PORT from the environment, loopback only); prints 'ready' once it is listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/local/products', async () => ({ data: [] }));

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
