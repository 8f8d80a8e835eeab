/**
 * Staff accounts for the studio, from the shell:
 *   npm run staff:add -- --email E --name N --role admin|publisher|editor   (the password from standard input)
 *   npm run staff:list
 *   npm run staff:disable -- --email E   (never the last admin who can sign in: add another admin first)
 * A password must be at least 12 characters and hard to guess (the command says why one is refused).
 * Uses DATABASE_URL when set, else the embedded database in DATA_DIR (created and migrated on first use;
 * the server must be stopped, and the command says so when it holds the directory).
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { DomainError } from '../services/domain-error';
import { PASSWORD_MIN_LENGTH } from '../services/staff/password-policy';
import { createStaffAccounts, STAFF_ROLES } from '../services/staff/staff-accounts';
import { readSecret } from './read-secret';
import { withDatabase } from './with-database';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
const actor = `cli:${userInfo().username}`;
const usage = `Usage: npm run staff:add -- --email E --name N --role ${STAFF_ROLES.join('|')}  (password on standard input: at least ${PASSWORD_MIN_LENGTH} characters and hard to guess)
       npm run staff:list
       npm run staff:disable -- --email E`;

if (!['add', 'list', 'disable'].includes(command ?? '') || (command !== 'list' && !values.email) || (command === 'add' && (!values.name || !values.role))) {
  console.error(usage);
  process.exit(2);
}

const password = command === 'add' ? await readSecret(`Password for ${values.email}: `) : '';

await withDatabase(
  readServerConfig(),
  async (database) => {
    const accounts = createStaffAccounts({ db: database.db });
    if (command === 'add') {
      const added = await accounts.add({ email: values.email, name: values.name, role: values.role, password }, actor);
      console.log(`Added ${added.email} (${added.name}) as ${added.role}.`);
    } else if (command === 'disable') {
      const disabled = await accounts.disable(values.email!, actor);
      console.log(`Disabled ${disabled.email}: it can no longer sign in, and its sessions have ended.`);
    } else {
      const staff = await accounts.list();
      if (staff.length === 0) console.log('No staff accounts yet: add the first admin with npm run staff:add.');
      for (const account of staff) console.log(`${account.email.padEnd(36)} ${account.role.padEnd(10)} ${account.disabled ? 'disabled' : 'active  '} ${account.name}`);
    }
  },
  [DomainError],
);
