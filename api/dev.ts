/** `npm run dev`: the server with Vite's dev middleware, so pages and styles reload as they are edited. */
import type { Middleware } from 'koa';
import { createServer as createViteServer } from 'vite';
import { projectRoot } from './config/project-root';
import { readServerConfig } from './config/server-config';
import { devRendering } from './ssr/dev-rendering';
import { exitOnSignals, startServer } from './server/start-server';

const vite = await createViteServer({
  root: projectRoot,
  server: { middlewareMode: true },
  appType: 'custom',
});

const viteMiddleware: Middleware = (ctx, next) =>
  new Promise<void>((resolve, reject) => {
    const onFinish = () => {
      ctx.respond = false;
      resolve();
    };
    ctx.res.once('finish', onFinish);
    vite.middlewares(ctx.req, ctx.res, (error?: unknown) => {
      ctx.res.off('finish', onFinish);
      if (error) reject(error);
      else next().then(resolve, reject);
    });
  });

const running = await startServer({
  config: readServerConfig({ NODE_ENV: 'development', ...process.env }),
  rendering: devRendering(vite, projectRoot),
  clientDir: null,
  beforePages: [viteMiddleware],
  development: true,
});
const stopServer = running.stop;
running.stop = async () => {
  await vite.close();
  await stopServer();
};
exitOnSignals(running);
