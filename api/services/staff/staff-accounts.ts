import { randomUUID } from 'node:crypto';
import { isEmail } from '../../../engine';
import { appendAudit } from '../../db/repositories/audit-repository';
import { deleteSessionsOf, findStaffByEmail, insertStaff, listStaffRows, lockEnabledAdmins, updateStaff, type StaffRow } from '../../db/repositories/staff-repository';
import type { StaffMember, StaffRole } from '../../../app/domain/studio/studio-contract';
import { DomainError, invalid } from '../domain-error';
import { clockOf, type WriteDeps } from '../service-deps';
import { hashPassword } from './password-hash';
import { passwordProblem } from './password-policy';

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'publisher', 'editor'];

/** What may be shown of an account: never its password hash. */
export type StaffView = StaffMember;

export const viewOf = (row: StaffRow): StaffView => ({ id: row.id, email: row.email, name: row.name, role: row.role, createdAt: row.createdAt.toISOString(), disabled: row.disabledAt !== null });

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

const lastAdmin = (email: string) =>
  new DomainError('conflict', 'last_admin', `${email} is the only admin who can still sign in: without it nobody could manage staff accounts. Make another admin first (add a staff member with the role Admin), then disable this account.`, {
    email: 'is the last enabled admin',
  });

/** Named staff accounts: added by an admin (or the staff:add command), disabled rather than deleted, so the audit log keeps its names. */
export function createStaffAccounts(deps: WriteDeps) {
  const now = clockOf(deps);
  return {
    async add(request: { email: unknown; name: unknown; role: unknown; password: unknown }, actor: string): Promise<StaffView> {
      const email = typeof request.email === 'string' ? request.email.trim().toLowerCase() : '';
      const name = typeof request.name === 'string' ? request.name.trim() : '';
      const fields: Record<string, string> = {};
      if (!isEmail(email)) fields.email = 'must be an e-mail address';
      if (name === '' || name.length > 120) fields.name = 'must be 1 to 120 characters';
      if (!isStaffRole(request.role)) fields.role = `must be one of ${STAFF_ROLES.join(', ')}`;
      const weak = await passwordProblem(request.password, { email, name });
      if (weak) fields.password = weak;
      if (Object.keys(fields).length > 0) throw invalid('The account is not valid.', fields);
      if (await findStaffByEmail(deps.db, email)) throw new DomainError('conflict', 'staff_exists', `An account for ${email} already exists.`, { email: 'already has an account' });
      const at = now();
      const row = { id: randomUUID(), email, name, role: request.role as StaffRole, passwordHash: await hashPassword(request.password as string), createdAt: at, passwordChangedAt: at };
      await deps.db.transaction(async (tx) => {
        await insertStaff(tx, row);
        await appendAudit(tx, { at, actor, action: 'staff-add', summary: { email, role: row.role } });
      });
      return viewOf({ ...row, disabledAt: null });
    },

    async list(): Promise<StaffView[]> {
      return (await listStaffRows(deps.db)).map(viewOf);
    },

    /**
     * The account can no longer sign in, and its open sessions end now. The last admin who can sign in is
     * never disabled (nobody could add or disable accounts after it): another admin must exist first.
     */
    async disable(email: string, actor: string): Promise<StaffView> {
      const at = now();
      return deps.db.transaction(async (tx) => {
        const row = await findStaffByEmail(tx, email.trim().toLowerCase());
        if (!row) throw new DomainError('not_found', 'staff_not_found', `No account for ${email}.`, { email: 'has no account' });
        if (row.role === 'admin' && row.disabledAt === null) {
          const admins = await lockEnabledAdmins(tx);
          if (admins.every((id) => id === row.id)) throw lastAdmin(row.email);
        }
        await updateStaff(tx, row.id, { disabledAt: row.disabledAt ?? at });
        await deleteSessionsOf(tx, row.id);
        await appendAudit(tx, { at, actor, action: 'staff-disable', summary: { email: row.email } });
        return viewOf({ ...row, disabledAt: row.disabledAt ?? at });
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
