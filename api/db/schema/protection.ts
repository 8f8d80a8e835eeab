/** What guards the public writes: rate limits, phone codes, human-check tokens, idempotency, secrets. */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, createdAtNow, expiresAt, serialId, textId, timestamptz } from './columns';

/** Fixed-window counters: one row per limited key (e.g. 'send:ip:1.2.3.4') and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: expiresAt(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** One row per code sent. The code itself is never stored: only its keyed hash. */
export const phoneVerifications = pgTable('phone_verifications', {
  id: textId(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: expiresAt(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: timestamptz('verified_at'),
  /**
   * A keyed one-way hash of the address that asked for the code (never the address itself): the cooldown and
   * the per-phone send limit count per requester, so a stranger's sends cannot lock the owner out.
   */
  requester: text('requester'),
  /** When a lead used this verification as its proof, and which lead: a verification proves one lead only. */
  consumedAt: timestamptz('consumed_at'),
  consumedBy: text('consumed_by'),
});

/** The development SMS provider's outbox: messages that would have been texted. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serialId(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAtNow(),
});

/** Human-check tokens already spent: each token is accepted once. */
export const spentHumanCheckTokens = pgTable('spent_human_check_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: expiresAt(),
});

/** The first result of each Idempotency-Key's write, so a repeated write returns it and stores nothing new. */
export const idempotencyRecords = pgTable('idempotency_records', {
  key: text('key').primaryKey(),
  route: text('route').notNull(),
  requestHash: text('request_hash').notNull(),
  result: jsonb('result').notNull(),
  createdAt: createdAtNow(),
});

/** Keys generated once per database (HMAC keys for codes and tokens), shared by every server process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtNow(),
});
