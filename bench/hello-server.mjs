// The throughput bench's ceiling: bare Fastify answering a small JSON, no logging, no plugins. Started by node
// with npm start's flags on PORT; /healthz answers too, so the bench waits for it as for the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/readyz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
