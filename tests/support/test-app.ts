import type Koa from 'koa';
import { readServerConfig, type ServerConfig } from '../../api/config/server-config';
import type { DatabaseHandle, Executor } from '../../api/db/database';
import { createApp, type AppDependencies } from '../../api/server/create-app';
import { createLogger } from '../../api/server/logger';
import { BUDGETS_OUT_OF_THE_WAY } from './budgets-out-of-the-way';
import { suiteResource } from './suite-resource';

/** The API app on a test database, without pages; tests call `app.callback()` without opening a port. */
export function createTestApp(
  db: Executor,
  env: NodeJS.ProcessEnv = {},
  overrides: Partial<Omit<AppDependencies, 'config' | 'db'>> = {},
): { app: Koa; config: ServerConfig } {
  // Content and pages are read afresh on every call unless a test asks for the caches: tests change rows and read them back.
  const config = readServerConfig({ LOG_LEVEL: 'silent', CONTENT_CACHE_SECONDS: '0', PAGE_CACHE_MB: '0', ...BUDGETS_OUT_OF_THE_WAY, ...env });
  const app = createApp({ config, db, logger: createLogger('silent'), ...overrides });
  return { app, config };
}

/** The API app on the block's test database, for the tests of the block it is called in (see suiteResource). */
export function useTestApp(database: DatabaseHandle, env: NodeJS.ProcessEnv = {}): Koa {
  return suiteResource('The app', async () => createTestApp(database.db, env).app, async () => undefined);
}
