import { lt } from 'drizzle-orm';
import type { Executor } from '../database';
import { isUniqueViolation } from '../database-error-codes';
import { spentHumanCheckTokens } from '../schema';

/** Records a token as spent; false when it already was (the unique key decides, across processes). */
export async function spendToken(db: Executor, tokenId: string, expiresAt: Date): Promise<boolean> {
  try {
    await db.insert(spentHumanCheckTokens).values({ tokenId, expiresAt });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function forgetExpiredTokens(db: Executor, now: Date): Promise<void> {
  await db.delete(spentHumanCheckTokens).where(lt(spentHumanCheckTokens.expiresAt, now));
}
