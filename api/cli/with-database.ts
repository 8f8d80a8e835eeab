import type { ServerConfig } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import type { DatabaseHandle } from '../db/database';
import { createLogger } from '../server/logger';
import { openConfiguredDatabase } from '../server/start-server';

/**
 * Runs a command's work on the configured database (DATABASE_URL, else the embedded one in DATA_DIR) and
 * closes it after. A refusal the operator can act on (the embedded directory locked by a running server,
 * or one of `expected`) is printed as one line and exits 1; anything else is a crash with its stack.
 */
export async function withDatabase(config: ServerConfig, work: (database: DatabaseHandle) => Promise<void>, expected: (new (...args: never[]) => Error)[] = []): Promise<void> {
  try {
    const database = await openConfiguredDatabase(config, createLogger('warn'));
    try {
      await work(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError || expected.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      for (const [field, problem] of Object.entries(fields)) console.error(`  ${field} ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}
