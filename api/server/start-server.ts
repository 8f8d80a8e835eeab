import { createServer, type Server } from 'node:http';
import type { Middleware } from 'koa';
import type { ServerConfig } from '../config/server-config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { loadSampleContentIfEmpty } from '../services/content-loader';
import type { PageRendering } from '../ssr/page-rendering';
import { createApp } from './create-app';
import { createLogger, type Logger } from './logger';

export interface StartOptions {
  config: ServerConfig;
  rendering: PageRendering;
  clientDir: string | null;
  beforePages?: Middleware[];
  development?: boolean;
}

export interface RunningServer {
  server: Server;
  database: DatabaseHandle;
  logger: Logger;
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

export async function openConfiguredDatabase(config: ServerConfig, logger: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    logger.info('database: PostgreSQL (DATABASE_URL)');
    return database;
  }
  const database = await openPglite({ dataDir: config.dataDir });
  logger.info({ dataDir: config.dataDir }, 'database: embedded PGlite');
  return database;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = createLogger(config.logLevel);
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (await loadSampleContentIfEmpty(database.db)) logger.info('first start: sample content loaded');

  const app = createApp({
    config,
    db: database.db,
    logger,
    rendering: options.rendering,
    clientDir: options.clientDir,
    beforePages: options.beforePages,
    development: options.development,
  });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `serving on http://localhost:${port}`);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down: finishing requests in flight');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      await database.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { server, database, logger, stop };
}

/** SIGTERM and SIGINT finish the requests in flight, close the database, then exit. */
export function exitOnSignals(running: RunningServer): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      running.stop().then(
        () => process.exit(0),
        (error) => {
          running.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
