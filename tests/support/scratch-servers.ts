import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { createScratchPostgres } from './test-database';

/**
 * Production server processes sharing one PostgreSQL database of their own (from DATABASE_URL's server),
 * for the tests of the block it is called in: the processes are stopped and the database dropped after.
 */
export function useServersOnScratchPostgres(prefix: string) {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    scratch = await createScratchPostgres(prefix);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
  });
  return {
    get url(): string {
      return scratch!.url;
    },
    /** Starts `count` processes on the database at once (migrations and the first loads then happen once). */
    async start(count: number, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess[]> {
      const started = await Promise.all(Array.from({ length: count }, () => startServerProcess({ env: { DATABASE_URL: scratch!.url, ...env } })));
      servers.push(...started);
      return started;
    },
  };
}
