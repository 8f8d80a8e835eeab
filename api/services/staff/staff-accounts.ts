import { randomUUID } from 'node:crypto';
import { isEmail } from '../../../engine';
import { appendAudit } from '../../db/repositories/audit-repository';
import { deleteSessionsOf, findStaffByEmail, findStaffById, insertStaff, listStaffRows, updateStaff, type StaffRow } from '../../db/repositories/staff-repository';
import type { StaffMember, StaffRole } from '../../../app/domain/studio/studio-contract';
import { DomainError, invalid } from '../domain-error';
import { clockOf, type WriteDeps } from '../service-deps';
import { hashPassword, verifyPassword } from './password-hash';

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'publisher', 'editor'];
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** What may be shown of an account: never its password hash. */
export type StaffView = StaffMember;

export const viewOf = (row: StaffRow): StaffView => ({ id: row.id, email: row.email, name: row.name, role: row.role, createdAt: row.createdAt.toISOString(), disabled: row.disabledAt !== null });

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return 'is required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

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
      const weak = passwordProblem(request.password);
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

    /** The account can no longer sign in, and its open sessions end now. */
    async disable(email: string, actor: string): Promise<StaffView> {
      const row = await findStaffByEmail(deps.db, email.trim().toLowerCase());
      if (!row) throw new DomainError('not_found', 'staff_not_found', `No account for ${email}.`, { email: 'has no account' });
      const at = now();
      await deps.db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { disabledAt: row.disabledAt ?? at });
        await deleteSessionsOf(tx, row.id);
        await appendAudit(tx, { at, actor, action: 'staff-disable', summary: { email: row.email } });
      });
      return viewOf({ ...row, disabledAt: row.disabledAt ?? at });
    },

    /** A new password, after the current one is proved; every session of the account ends (the caller signs in again). */
    async changePassword(staffId: string, current: unknown, next: unknown): Promise<void> {
      const row = await findStaffById(deps.db, staffId);
      if (!row || typeof current !== 'string' || !(await verifyPassword(current, row.passwordHash))) {
        throw invalid('The current password is not right.', { currentPassword: 'is not right' });
      }
      const weak = passwordProblem(next);
      if (weak) throw invalid('The new password is not valid.', { newPassword: weak });
      const at = now();
      const passwordHash = await hashPassword(next as string);
      await deps.db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { passwordHash, passwordChangedAt: at });
        await deleteSessionsOf(tx, row.id);
        await appendAudit(tx, { at, actor: row.email, action: 'password-change', summary: {} });
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
