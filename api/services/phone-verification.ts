import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../i18n/locales';
import { verificationMessagesIn, type VerificationMessages } from './verification-messages/messages';
import { usPhoneDigits } from '../../engine';
import { isTextableUsNumber } from '../../engine/rules/us-textable-phone';
import { addressGroup } from '../http/address-group';
import type { Executor } from '../db/database';
import { getOrCreateSecret } from '../db/repositories/secret-repository';
import {
  consumeProof,
  countAttempt,
  countSendsSince,
  insertVerification,
  isUsableProof,
  latestVerificationFrom,
  markVerified,
  verificationById,
} from '../db/repositories/verification-repository';
import { DomainError, malformed } from './domain-error';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { RateLimitedError } from './rate-limiter';

/** The limits of phone verification; the defaults are the product's rules. */
export interface VerificationRules {
  codeTtlMs: number;
  maxChecksPerCode: number;
  resendCooldownMs: number;
  /** Sends of one requester to one phone per hour. */
  sendsPerPhonePerHour: number;
  /** How long a verified code counts as proof for a lead. */
  verifiedForMs: number;
}

export const defaultVerificationRules: VerificationRules = {
  codeTtlMs: 10 * 60_000,
  maxChecksPerCode: 5,
  resendCooldownMs: 60_000,
  sendsPerPhonePerHour: 5,
  verifiedForMs: 30 * 60_000,
};

/** The English texts (tests and scripts compare with them); each request answers in its own language. */
export const verificationMessages = verificationMessagesIn('en');

export interface CodeRequest {
  phoneNumber: unknown;
  /** The visitor's language: the SMS and every refusal are written in it. */
  language?: Locale;
  /** The client's address as the routes see it: only a keyed hash of it (of its /64 for IPv6) is stored. */
  requesterIp: string;
  /** Spends the request's human-check token (throws when it does not pass); runs after every other check. */
  passHumanCheck(): Promise<void>;
}

export interface CodeCheck {
  phoneNumber: unknown;
  language?: Locale;
  code: unknown;
  verificationId: unknown;
}

/** What a lead claims as its phone's proof: the verification id it got, for the phone it carries. */
export interface ProofClaim {
  verificationId: unknown;
  phone: string;
}

export interface PhoneVerificationService {
  sendCode(request: CodeRequest): Promise<{ success: true; verificationId: string }>;
  verifyCode(check: CodeCheck): Promise<{ verified: boolean }>;
  /** Whether the claim would prove the phone now (read only: the lead's own checks come before using it). */
  isUsableProof(db: Executor, claim: ProofClaim): Promise<boolean>;
  /** Uses the claim as the proof of lead `leadId`, once (the same lead may claim it again: a retried request). */
  consumeProof(db: Executor, claim: ProofClaim & { leadId: string }): Promise<boolean>;
}

const CODE_SECRET = 'phone-verification-hmac';
const REQUESTER_SECRET = 'phone-verification-requester';
const HOUR_MS = 60 * 60_000;
const VERIFICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const idOf = (input: unknown): string | null => (typeof input === 'string' && VERIFICATION_ID.test(input) ? input : null);

/**
 * Six-digit codes from a secure random source, stored only as an HMAC keyed by a per-database secret.
 * Each send is a verification of its own, named by an id only its requester learns: checks are counted per
 * id and a lead proves its phone with the id, once. The resend cooldown and the hourly per-phone limit
 * count per requester (a keyed hash of the address, an IPv6 one by its /64), so a stranger's sends never lock the owner out; all
 * counts live in the database, so every server process enforces the same ones.
 */
export function createPhoneVerificationService(
  db: Executor,
  sms: SmsProvider,
  rules: VerificationRules = defaultVerificationRules,
  now: () => number = Date.now,
): PhoneVerificationService {
  const hmac = async (secret: string, text: string) => createHmac('sha256', await getOrCreateSecret(db, secret)).update(text).digest('base64url');
  const hashOf = (id: string, phone: string, code: string) => hmac(CODE_SECRET, `${id}:${phone}:${code}`);
  const expired = (text: VerificationMessages) => new DomainError('gone', 'code_expired', text.expired, { code: text.expired });

  /**
   * The phone's 10 digits, however it was typed: a missing one is a 400, one that is not a US number a 422,
   * and so is a US-looking number the site does not text (Canada, the Caribbean, toll-free, premium-rate).
   */
  const phoneOrThrow = (input: unknown, text: VerificationMessages) => {
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
      throw malformed(text.phoneRequired, { phoneNumber: text.phoneRequired });
    }
    const phone = usPhoneDigits(input);
    if (!phone) throw new DomainError('invalid', 'validation_failed', text.phoneInvalid, { phoneNumber: text.phoneInvalid });
    if (!isTextableUsNumber(phone)) throw new DomainError('invalid', 'phone_not_textable', text.phoneNotTextable, { phoneNumber: text.phoneNotTextable });
    return phone;
  };

  const proofQuery = (claim: ProofClaim) => {
    const id = idOf(claim.verificationId);
    const phone = usPhoneDigits(claim.phone);
    return id && phone ? { id, phone, verifiedSince: new Date(now() - rules.verifiedForMs) } : null;
  };

  return {
    async sendCode(request) {
      const text = verificationMessagesIn(request.language ?? 'en');
      const phone = phoneOrThrow(request.phoneNumber, text);
      // One requester is one address, or one IPv6 /64 (a visitor given a /64 holds 2^64 addresses).
      const requester = await hmac(REQUESTER_SECRET, addressGroup(request.requesterIp));
      const current = now();
      const latest = await latestVerificationFrom(db, phone, requester);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + rules.resendCooldownMs - current;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new RateLimitedError(text.cooldown(seconds), seconds);
        }
      }
      if ((await countSendsSince(db, phone, requester, new Date(current - HOUR_MS))) >= rules.sendsPerPhonePerHour) {
        throw new RateLimitedError(text.tooManySends, 3600);
      }
      // Texting costs money: nothing is sent (or stored) without a passed human check.
      await request.passHumanCheck();
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertVerification(db, {
        id,
        phone,
        requester,
        codeHash: await hashOf(id, phone, code),
        createdAt: new Date(current),
        expiresAt: new Date(current + rules.codeTtlMs),
      });
      try {
        await sms.send(phone, text.sms(code, Math.round(rules.codeTtlMs / 60_000)));
      } catch {
        throw new DomainError('upstream_failed', 'sms_failed', text.sendFailed);
      }
      return { success: true, verificationId: id };
    },

    async verifyCode(check) {
      const text = verificationMessagesIn(check.language ?? 'en');
      const phone = phoneOrThrow(check.phoneNumber, text);
      if (typeof check.code !== 'string' || !/^\d{6}$/.test(check.code)) {
        throw malformed(text.codeFormat, { code: text.codeFormat });
      }
      // An unknown id, another phone's id and an expired one answer alike: the answer tells nothing about
      // whether (or by whom) a number is being verified.
      const id = idOf(check.verificationId);
      const row = id ? await verificationById(db, id) : null;
      if (!row || row.phone !== phone || row.expiresAt.getTime() <= now()) throw expired(text);
      if ((await countAttempt(db, row.id)) > rules.maxChecksPerCode) {
        throw new DomainError('too_many', 'too_many_checks', text.tooManyChecks, { code: text.tooManyChecks });
      }
      const expected = Buffer.from(row.codeHash);
      const actual = Buffer.from(await hashOf(row.id, phone, check.code));
      const verified = expected.length === actual.length && timingSafeEqual(expected, actual);
      if (verified) await markVerified(db, row.id, new Date(now()));
      return { verified };
    },

    async isUsableProof(executor, claim) {
      const query = proofQuery(claim);
      return query ? isUsableProof(executor, query) : false;
    },

    async consumeProof(executor, claim) {
      const query = proofQuery(claim);
      return query ? consumeProof(executor, { ...query, leadId: claim.leadId, at: new Date(now()) }) : false;
    },
  };
}
