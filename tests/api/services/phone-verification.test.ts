import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../../api/db/repositories/verification-repository';
import { phoneVerifications } from '../../../api/db/schema';
import { ApiError, fromDomainError } from '../../../api/http/api-error';
import type { DomainError } from '../../../api/services/domain-error';
import { createOutboxSmsProvider } from '../../../api/providers/sms/outbox-sms-provider';
import { createPhoneVerificationService, defaultVerificationRules, verificationMessages } from '../../../api/services/phone-verification';
import { createLogger } from '../../../api/server/logger';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

/** A refusal as the API answers it: status, code, message, fields. */
const answerOf = (error: DomainError) => {
  const answer = fromDomainError(error);
  return [answer.status, answer.code, answer.message, answer.fields];
};

const OWNER = '198.51.100.7';
const STRANGER = '203.0.113.66';
const human = async () => {};

describe.each(databaseKinds())('phone verification on %s', (kind) => {
  const database = useTestDatabase(kind);
  let clock = Date.parse('2026-11-22T15:00:00Z');
  const now = () => clock;


  const service = () =>
    createPhoneVerificationService(database.db, createOutboxSmsProvider(database.db, createLogger('silent')), defaultVerificationRules, now);
  const codeSentTo = async (phone: string) => /\b(\d{6})\b/.exec((await latestOutboxMessage(database.db, phone))!.body)![1]!;
  const send = (phoneNumber: unknown, requesterIp = OWNER) => service().sendCode({ phoneNumber, requesterIp, passHumanCheck: human });
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('texts the code and answers refusals in the language of the page that asked', async () => {
    await service().sendCode({ phoneNumber: '2485550131', requesterIp: OWNER, passHumanCheck: human, language: 'es' });
    expect((await latestOutboxMessage(database.db, '2485550131'))!.body).toMatch(/^Su código de verificación de Harborpoint Mortgage es \d{6}\. Vence en 10 minutos\.$/);
    await expect(service().sendCode({ phoneNumber: '2485550131', requesterIp: OWNER, passHumanCheck: human, language: 'es' })).rejects.toMatchObject({
      message: 'Espere 60 segundos antes de solicitar un código nuevo.',
    });
    await expect(service().verifyCode({ phoneNumber: '2485550131', code: '12', verificationId: randomUUID(), language: 'es' })).rejects.toMatchObject({
      fields: { code: 'Ingrese un código de verificación de 6 dígitos' },
    });
  });

  it('sends a 6-digit code named by a verification id, stores only hashes, and verifies the code for that id', async () => {
    const verification = service();
    const sent = await send('(248) 555-0101');
    expect(sent).toEqual({ success: true, verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const code = await codeSentTo('2485550101');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '2485550101'));
    expect(row!.id).toBe(sent.verificationId);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(OWNER);
    expect(row!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.requester).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const claim = { verificationId: sent.verificationId, phone: '2485550101' };
    expect(await verification.isUsableProof(database.db, claim)).toBe(false);
    await expect(verification.verifyCode({ phoneNumber: '248-555-0101', code, verificationId: sent.verificationId })).resolves.toEqual({ verified: true });
    expect(await verification.isUsableProof(database.db, claim)).toBe(true);
    clock += defaultVerificationRules.verifiedForMs + 1;
    expect(await verification.isUsableProof(database.db, claim)).toBe(false);
  });

  it('never answers verified for a wrong code, even on a verified id', async () => {
    const verification = service();
    const { verificationId } = await send('2485550106');
    const code = await codeSentTo('2485550106');
    await expect(verification.verifyCode({ phoneNumber: '2485550106', code, verificationId })).resolves.toEqual({ verified: true });
    await expect(verification.verifyCode({ phoneNumber: '2485550106', code: otherThan(code), verificationId })).resolves.toEqual({ verified: false });
  });

  it('answers verified: false for a wrong code, and refuses that id after five checks', async () => {
    const verification = service();
    const { verificationId } = await send('2485550102');
    const code = await codeSentTo('2485550102');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(verification.verifyCode({ phoneNumber: '2485550102', code: otherThan(code), verificationId })).resolves.toEqual({ verified: false });
    }
    await expect(verification.verifyCode({ phoneNumber: '2485550102', code, verificationId })).rejects.toMatchObject({ refusal: 'too_many', message: verificationMessages.tooManyChecks });
  });

  it('answers an unknown id, another phone’s id, a missing id and an expired code with the same 410', async () => {
    const verification = service();
    const { verificationId } = await send('2485550103');
    const code = await codeSentTo('2485550103');
    await send('2485550113');
    const answers: unknown[] = [];
    for (const check of [
      { phoneNumber: '2485550103', code, verificationId: randomUUID() },
      { phoneNumber: '2485550113', code, verificationId },
      { phoneNumber: '2485550103', code, verificationId: undefined },
      { phoneNumber: '2485550103', code, verificationId: 'not-an-id' },
    ]) {
      answers.push(await verification.verifyCode(check).catch((error: DomainError) => answerOf(error)));
    }
    clock += defaultVerificationRules.codeTtlMs;
    answers.push(await verification.verifyCode({ phoneNumber: '2485550103', code, verificationId }).catch((error: DomainError) => answerOf(error)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify([410, 'code_expired', verificationMessages.expired, { code: verificationMessages.expired }])]));
  });

  it('holds a 60 s cooldown and at most 5 sends an hour per phone for each requester, not for others', async () => {
    await send('2485550104');
    await expect(send('2485550104')).rejects.toMatchObject({ refusal: 'too_many', message: verificationMessages.cooldown(60), retryAfterSeconds: 60 });
    clock += 30_000;
    await expect(send('2485550104')).rejects.toMatchObject({ message: verificationMessages.cooldown(30) });
    for (let sent = 2; sent <= 5; sent++) {
      clock += 61_000;
      await send('2485550104');
    }
    clock += 61_000;
    await expect(send('2485550104')).rejects.toMatchObject({ refusal: 'too_many', message: verificationMessages.tooManySends });
    // Another address (the phone's owner) is not locked out by those sends.
    await expect(send('2485550104', STRANGER)).resolves.toMatchObject({ success: true });
  });

  it('spends the human check only after the other checks, and sends nothing when it fails', async () => {
    let spent = 0;
    const refuse = async () => {
      spent += 1;
      throw new ApiError(403, 'human_check_required', 'Please complete the security verification');
    };
    await expect(service().sendCode({ phoneNumber: '', requesterIp: OWNER, passHumanCheck: refuse })).rejects.toMatchObject({ refusal: 'malformed' });
    await send('2485550107');
    await expect(service().sendCode({ phoneNumber: '2485550107', requesterIp: OWNER, passHumanCheck: refuse })).rejects.toMatchObject({ refusal: 'too_many' });
    expect(spent).toBe(0);
    clock += 61_000;
    await expect(service().sendCode({ phoneNumber: '2485550107', requesterIp: OWNER, passHumanCheck: refuse })).rejects.toMatchObject({ status: 403 });
    expect(spent).toBe(1);
    expect(await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '2485550107'))).toHaveLength(1);
  });

  it('uses a verified id as one lead’s proof, once, for its own phone only', async () => {
    const verification = service();
    const { verificationId } = await send('2485550108');
    await verification.verifyCode({ phoneNumber: '2485550108', code: await codeSentTo('2485550108'), verificationId });
    expect(await verification.consumeProof(database.db, { verificationId, phone: '2485550109', leadId: 'lead-0' })).toBe(false);
    expect(await verification.consumeProof(database.db, { verificationId, phone: '2485550108', leadId: 'lead-1' })).toBe(true);
    expect(await verification.consumeProof(database.db, { verificationId, phone: '2485550108', leadId: 'lead-2' })).toBe(false);
    const [row] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, verificationId));
    expect(row).toMatchObject({ consumedBy: 'lead-1', consumedAt: expect.any(Date) });
  });

  it('refuses a missing or malformed phone and code with the dialog’s messages', async () => {
    const verification = service();
    await expect(send('')).rejects.toMatchObject({ refusal: 'malformed', message: 'Please enter a phone number' });
    await expect(send(undefined)).rejects.toMatchObject({ refusal: 'malformed', message: 'Please enter a phone number' });
    for (const notUs of ['123-456-7890', '248-155-0142', '555-0100', 4155550199]) {
      await expect(send(notUs)).rejects.toMatchObject({ refusal: 'invalid', message: 'Please enter a valid 10-digit US phone number', fields: { phoneNumber: 'Please enter a valid 10-digit US phone number' } });
    }
    await expect(verification.verifyCode({ phoneNumber: '2485550105', code: '12345', verificationId: randomUUID() })).rejects.toMatchObject({
      refusal: 'malformed',
      message: 'Please enter a 6-digit verification code',
    });
    await expect(verification.verifyCode({ phoneNumber: '2485550105', code: '12a456', verificationId: randomUUID() })).rejects.toMatchObject({ refusal: 'malformed' });
  });
});
