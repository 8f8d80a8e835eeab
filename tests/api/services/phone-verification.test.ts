import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../api/db/database';
import { latestOutboxMessage } from '../../../api/db/repositories/verification-repository';
import { phoneVerifications } from '../../../api/db/schema';
import { createOutboxSmsProvider } from '../../../api/providers/sms/outbox-sms-provider';
import { createPhoneVerificationService, defaultVerificationRules, verificationMessages } from '../../../api/services/phone-verification';
import { createLogger } from '../../../api/server/logger';
import { databaseKinds, openTestDatabase } from '../../support/test-database';

describe.each(databaseKinds())('phone verification on %s', (kind) => {
  let database: DatabaseHandle;
  let clock = Date.parse('2026-11-22T15:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const service = () =>
    createPhoneVerificationService(database.db, createOutboxSmsProvider(database.db, createLogger('silent')), defaultVerificationRules, now);
  const codeSentTo = async (phone: string) => /\b(\d{6})\b/.exec((await latestOutboxMessage(database.db, phone))!.body)![1]!;

  it('sends a 6-digit code, stores only its hash, and verifies it once sent', async () => {
    const verification = service();
    await expect(verification.sendCode('(248) 555-0101')).resolves.toEqual({ success: true });
    const code = await codeSentTo('2485550101');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '2485550101'));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await verification.isFreshlyVerified('248-555-0101')).toBe(false);
    await expect(verification.verifyCode('248-555-0101', code)).resolves.toEqual({ verified: true });
    expect(await verification.isFreshlyVerified('+1 (248) 555-0101')).toBe(true);
    clock += defaultVerificationRules.verifiedForMs + 1;
    expect(await verification.isFreshlyVerified('2485550101')).toBe(false);
  });

  it('answers verified: false for a wrong code, and refuses after five checks', async () => {
    const verification = service();
    await verification.sendCode('2485550102');
    const code = await codeSentTo('2485550102');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(verification.verifyCode('2485550102', wrong)).resolves.toEqual({ verified: false });
    }
    await expect(verification.verifyCode('2485550102', code)).rejects.toMatchObject({ status: 429, message: verificationMessages.tooManyChecks });
  });

  it('expires a code after 10 minutes', async () => {
    const verification = service();
    await verification.sendCode('2485550103');
    const code = await codeSentTo('2485550103');
    clock += defaultVerificationRules.codeTtlMs;
    await expect(verification.verifyCode('2485550103', code)).rejects.toMatchObject({ status: 410, message: verificationMessages.expired });
  });

  it('holds a 60 s cooldown between sends and at most 5 sends an hour per phone', async () => {
    const verification = service();
    await verification.sendCode('2485550104');
    await expect(verification.sendCode('2485550104')).rejects.toMatchObject({
      status: 429,
      message: verificationMessages.cooldown(60),
      headers: { 'Retry-After': '60' },
    });
    clock += 30_000;
    await expect(verification.sendCode('2485550104')).rejects.toMatchObject({ message: verificationMessages.cooldown(30) });
    for (let send = 2; send <= 5; send++) {
      clock += 61_000;
      await verification.sendCode('2485550104');
    }
    clock += 61_000;
    await expect(verification.sendCode('2485550104')).rejects.toMatchObject({ status: 429, message: verificationMessages.tooManySends });
  });

  it('refuses a missing or malformed phone and code with the spec’s messages', async () => {
    const verification = service();
    await expect(verification.sendCode('')).rejects.toMatchObject({ status: 400, message: 'Please enter a phone number' });
    await expect(verification.sendCode('123-456-7890')).rejects.toMatchObject({ status: 400 });
    await expect(verification.verifyCode('2485550105', '12345')).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a 6-digit verification code',
    });
    await expect(verification.verifyCode('2485550105', '12a456')).rejects.toMatchObject({ status: 400 });
  });
});
