import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/database';
import { getOrCreateSecret } from '../db/repositories/secret-repository';
import {
  countAttempt,
  countSendsSince,
  hasVerificationSince,
  insertVerification,
  latestVerification,
  markVerified,
} from '../db/repositories/verification-repository';
import { ApiError, badRequest } from '../http/api-error';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { RateLimitedError } from './rate-limiter';
import { normalizeUsPhone } from './us-phone';

/** The limits of phone verification; the defaults are the product's rules. */
export interface VerificationRules {
  codeTtlMs: number;
  maxChecksPerCode: number;
  resendCooldownMs: number;
  sendsPerPhonePerHour: number;
  /** How long a verified phone counts as verified for a lead. */
  verifiedForMs: number;
}

export const defaultVerificationRules: VerificationRules = {
  codeTtlMs: 10 * 60_000,
  maxChecksPerCode: 5,
  resendCooldownMs: 60_000,
  sendsPerPhonePerHour: 5,
  verifiedForMs: 30 * 60_000,
};

/** The texts of funnels.md §5 and §8 that the server answers with. */
export const verificationMessages = {
  phoneRequired: 'Please enter a phone number',
  codeFormat: 'Please enter a 6-digit verification code',
  expired: 'This verification code has expired. Please request a new one.',
  tooManyChecks: 'Too many incorrect attempts. Please request a new code.',
  sendFailed: 'Failed to send verification code',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  tooManySends: 'Too many verification codes were requested for this number. Please try again later.',
} as const;

export interface PhoneVerificationService {
  sendCode(phoneInput: unknown): Promise<{ success: true }>;
  verifyCode(phoneInput: unknown, codeInput: unknown): Promise<{ verified: boolean }>;
  /** Whether the phone was verified recently enough to mark a lead `phoneVerified`. */
  isFreshlyVerified(phoneInput: unknown): Promise<boolean>;
}

const SECRET_NAME = 'phone-verification-hmac';
const HOUR_MS = 60 * 60_000;

/**
 * Six-digit codes from a secure random source, stored only as an HMAC keyed by a per-database secret,
 * valid for a limited time and a limited number of checks, with a resend cooldown and a per-phone send
 * limit kept in the database (so every server process enforces the same ones).
 */
export function createPhoneVerificationService(
  db: Executor,
  sms: SmsProvider,
  rules: VerificationRules = defaultVerificationRules,
  now: () => number = Date.now,
): PhoneVerificationService {
  const hashOf = async (id: string, phone: string, code: string) =>
    createHmac('sha256', await getOrCreateSecret(db, SECRET_NAME)).update(`${id}:${phone}:${code}`).digest('base64url');

  const phoneOrThrow = (input: unknown) => {
    const phone = normalizeUsPhone(input);
    if (!phone) throw badRequest(verificationMessages.phoneRequired, { phoneNumber: verificationMessages.phoneRequired });
    return phone;
  };

  return {
    async sendCode(phoneInput) {
      const phone = phoneOrThrow(phoneInput);
      const current = now();
      const latest = await latestVerification(db, phone);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + rules.resendCooldownMs - current;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new RateLimitedError(verificationMessages.cooldown(seconds), seconds);
        }
      }
      if ((await countSendsSince(db, phone, new Date(current - HOUR_MS))) >= rules.sendsPerPhonePerHour) {
        throw new RateLimitedError(verificationMessages.tooManySends, 3600);
      }
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertVerification(db, {
        id,
        phone,
        codeHash: await hashOf(id, phone, code),
        createdAt: new Date(current),
        expiresAt: new Date(current + rules.codeTtlMs),
      });
      try {
        await sms.send(phone, `Your Harborpoint Mortgage verification code is ${code}. It expires in ${Math.round(rules.codeTtlMs / 60_000)} minutes.`);
      } catch {
        throw new ApiError(502, 'sms_failed', verificationMessages.sendFailed);
      }
      return { success: true };
    },

    async verifyCode(phoneInput, codeInput) {
      const phone = phoneOrThrow(phoneInput);
      if (typeof codeInput !== 'string' || !/^\d{6}$/.test(codeInput)) {
        throw badRequest(verificationMessages.codeFormat, { code: verificationMessages.codeFormat });
      }
      const latest = await latestVerification(db, phone);
      if (!latest || latest.expiresAt.getTime() <= now()) {
        throw new ApiError(410, 'code_expired', verificationMessages.expired, { code: verificationMessages.expired });
      }
      if (latest.verifiedAt) return { verified: true };
      if ((await countAttempt(db, latest.id)) > rules.maxChecksPerCode) {
        throw new ApiError(429, 'too_many_checks', verificationMessages.tooManyChecks, { code: verificationMessages.tooManyChecks });
      }
      const expected = Buffer.from(latest.codeHash);
      const actual = Buffer.from(await hashOf(latest.id, phone, codeInput));
      const verified = expected.length === actual.length && timingSafeEqual(expected, actual);
      if (verified) await markVerified(db, latest.id, new Date(now()));
      return { verified };
    },

    async isFreshlyVerified(phoneInput) {
      const phone = normalizeUsPhone(phoneInput);
      if (!phone) return false;
      return hasVerificationSince(db, phone, new Date(now() - rules.verifiedForMs));
    },
  };
}
