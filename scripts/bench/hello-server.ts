/**
 * The baseline of the server rows: a bare Koa app answering every request with 'hello', run as its own
 * process like the production server (started by run-bench.ts with `node --import tsx`).
 */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'hello';
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`hello on http://127.0.0.1:${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
