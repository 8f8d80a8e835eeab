import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Middleware } from 'koa';
import type { ServerConfig } from '../config/server-config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { loadSampleContentIfEmpty } from '../services/content-loader';
import type { PageRendering } from '../ssr/page-rendering';
import { join } from 'node:path';
import { readDeliverySettings } from '../delivery/delivery-settings';
import { createEmlFileTransport, createSmtpTransport } from '../delivery/email-transport';
import { createOutboxDeliverer } from '../delivery/outbox-deliverer';
import { createOutboxWorker } from '../delivery/outbox-worker';
import { releaseAllClaims } from '../db/repositories/outbox-repository';
import { resumesFolder } from '../composition/providers';
import { createRetentionJob } from '../services/retention-job';
import { createRetentionService } from '../services/retention-service';
import { createUploadStorage } from '../services/upload-storage';
import { createApp } from './create-app';
import { createHttpServer } from './http-server';
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
const IDLE_SWEEP_MS = 500;
const ACCEPT_QUIET_MS = 250;
const ACCEPT_DRAIN_MAX_MS = 3_000;

async function waitForQuiet(lastEventAt: () => number, quietMs: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && Date.now() - lastEventAt() < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

/**
 * Delivers the outbox from this process; safe beside other processes on the same PostgreSQL. On the
 * embedded database this process is the only one, so deliveries a killed predecessor had claimed are
 * taken again at once instead of after the claim's lease.
 */
async function startOutboxWorker(database: DatabaseHandle, config: ServerConfig, logger: Logger) {
  if (database.kind === 'pglite') {
    const freed = await releaseAllClaims(database.db);
    if (freed > 0) logger.warn({ items: freed }, 'outbox: deliveries interrupted by the last stop will be retried now');
  }
  const settings = readDeliverySettings();
  const email = settings.smtpUrl
    ? createSmtpTransport(settings.smtpUrl, settings.mailFrom)
    : createEmlFileTransport(join(config.dataDir, 'mail'), settings.mailFrom, logger);
  logger.info({ email: email.name, webhook: settings.webhook ? 'on' : 'off' }, 'lead delivery');
  const worker = createOutboxWorker({ db: database.db, logger, deliver: createOutboxDeliverer(email, settings, createUploadStorage(resumesFolder(config)).path) });
  worker.start();
  return worker;
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
  if (config.nodeEnv === 'production' && !config.publicUrl) {
    logger.warn(
      'PUBLIC_URL is not set: canonical links, social tags and the sitemap will name the listen address (HOST and PORT), and forms are accepted only from pages at that address. Set PUBLIC_URL to the address visitors use, such as https://www.example.com.',
    );
  }

  // PORT=0 asks the system for a free port: absolute URLs name the one it gave, once known.
  let boundPort = config.port;
  const app = createApp({
    config,
    db: database.db,
    logger,
    rendering: options.rendering,
    clientDir: options.clientDir,
    beforePages: options.beforePages,
    development: options.development,
    listenPort: () => boundPort,
  });
  const worker = await startOutboxWorker(database, config, logger);
  const retention = createRetentionJob({
    retention: createRetentionService({ db: database.db, storage: createUploadStorage(resumesFolder(config)), policy: config.retention }),
    logger,
  });
  retention.start();
  const server = createHttpServer(app.callback(), config, logger);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  boundPort = port;
  logger.info({ port }, `serving on http://localhost:${port}`);

  let draining = false;
  let lastConnectionAt = Date.now();
  server.on('connection', () => {
    lastConnectionAt = Date.now();
  });
  server.on('request', (_request, response) => {
    // While draining, each response ends its connection instead of keeping it alive.
    if (draining) response.shouldKeepAlive = false;
  });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down: finishing requests in flight');
      draining = true;
      // Connections the kernel has queued but Node has not accepted yet would be reset by closing the
      // listener: keep accepting until none has arrived for a moment (bounded), answering each with
      // Connection: close.
      await waitForQuiet(() => lastConnectionAt, ACCEPT_QUIET_MS, ACCEPT_DRAIN_MAX_MS);
      // net.Server's close stops accepting without http.Server's immediate sweep of idle sockets, which
      // would reset connections whose request has arrived but not yet been read.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearInterval(sweep);
      clearTimeout(force);
      await worker.stop();
      await retention.stop();
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
