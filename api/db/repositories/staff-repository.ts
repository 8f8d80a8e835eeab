import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../database';
import { staffSessions, staffUsers, type StaffRole } from '../schema';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  createdAt: Date;
  passwordChangedAt: Date;
  disabledAt: Date | null;
}

export interface SessionRow {
  tokenHash: string;
  staffId: string;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function insertStaff(db: Executor, staff: Omit<StaffRow, 'disabledAt'>): Promise<void> {
  await db.insert(staffUsers).values(staff);
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return (row as StaffRow | undefined) ?? null;
}

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return (row as StaffRow | undefined) ?? null;
}

export async function listStaffRows(db: Executor): Promise<StaffRow[]> {
  return (await db.select().from(staffUsers).orderBy(asc(staffUsers.email))) as StaffRow[];
}

/**
 * The ids of the admins who can still sign in, their rows locked until the transaction ends: two admins
 * disabling each other at once then take turns, and the second sees the first's change.
 */
export async function lockEnabledAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateStaff(db: Executor, id: string, change: Partial<Pick<StaffRow, 'name' | 'role' | 'passwordHash' | 'passwordChangedAt' | 'disabledAt'>>): Promise<void> {
  await db.update(staffUsers).set(change).where(eq(staffUsers.id, id));
}

export async function insertSession(db: Executor, session: SessionRow): Promise<void> {
  await db.insert(staffSessions).values(session);
}

export async function findSession(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
  return (row as SessionRow | undefined) ?? null;
}

export async function touchSession(db: Executor, tokenHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Executor, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Sessions past either limit: idle since `idleBefore`, or started before `startedBefore`. */
export async function deleteExpiredSessions(db: Executor, limits: { idleBefore: Date; startedBefore: Date }): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.lastSeenAt, limits.idleBefore), lt(staffSessions.createdAt, limits.startedBefore)));
}
