import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readServerConfig } from '../../api/config/server-config';
import { createLogger } from '../../api/server/logger';
import { openConfiguredDatabase } from '../../api/server/start-server';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import type { StaffRole } from '../../app/domain/studio/studio-contract';
import { startServerProcess, type ServerProcess } from './server-process';
import { fillFromSiteDataTemplate } from './site-data-template';

export const STAFF_PASSWORD = 'correct horse battery staple';
/** The e-mail address of the seeded account of a role. */
export const staffEmail = (role: StaffRole) => `${role}@harborpoint.test`;

/** A new data directory (its name from `prefix`) whose embedded database holds these staff accounts, each with STAFF_PASSWORD. */
export async function dataDirWithStaff(prefix: string, accounts: readonly { email: string; name: string; role: StaffRole }[]): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  fillFromSiteDataTemplate(dataDir);
  const database = await openConfiguredDatabase(readServerConfig({ DATA_DIR: dataDir }), createLogger('silent'));
  try {
    const staff = createStaffAccounts({ db: database.db });
    for (const account of accounts) await staff.add({ ...account, password: STAFF_PASSWORD }, 'test');
  } finally {
    await database.close();
  }
  return dataDir;
}

/**
 * A built server of the block's own, on an embedded database of its own, with one staff account per role
 * given (`role@harborpoint.test`, STAFF_PASSWORD) made before it starts; stopped and removed after the block.
 */
export function useStudioServer(options: { roles: readonly StaffRole[]; env?: NodeJS.ProcessEnv; prefix: string }): { readonly server: ServerProcess } {
  let server: ServerProcess | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await dataDirWithStaff(options.prefix, options.roles.map((role) => ({ email: staffEmail(role), name: `The ${role}`, role })));
    server = await startServerProcess({ dataDir, env: options.env });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get server() {
      return server!;
    },
  };
}
