import { resolve } from 'node:path';
import type { BudgetLimits } from '../services/write-budgets';
import { projectRoot } from './project-root';
import { trimEndWhere } from '../../engine/trim-characters';

/** Every setting the server reads from the environment; the README lists the same variables. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Origin used in absolute links (sitemap, og: tags); the configured listen address when unset, never the request's Host. */
  publicUrl: string | null;
  trustProxy: boolean;
  logLevel: string;
  googlePlaces: { apiKey: string; placeId: string; baseUrl: string } | null;
  /** Where the embedded quote page lives; `{subdomain}` is replaced by the page's last path segment. */
  quoteIframeUrl: string;
  nodeEnv: string;
  /** Writes (leads, applications, removal requests) one address may make per minute. */
  writesPerMinutePerAddress: number;
  /** Verification codes one address may ask to be texted per hour. */
  codeSendsPerHourPerAddress: number;
  /**
   * What the whole site takes, all addresses together: texts, applications, removal requests, leads and
   * analytics events per minute (BUDGET_*_PER_MINUTE), analytics events stored per UTC day
   * (ANALYTICS_EVENTS_STORED_PER_DAY).
   */
  budgets: BudgetLimits;
  /** Removal requests (each texted a confirmation code) one number may have per UTC day; more are refused. */
  removalTextsPerPhonePerDay: number;
  /** Removal codes (right or wrong) one number's requests may be tried with per UTC day, across all its requests. */
  removalCodeTriesPerPhonePerDay: number;
  /** Twilio's Messages API for verification codes; null: the local outbox (development). */
  twilio: { accountSid: string; authToken: string; sender: string; baseUrl: string } | null;
  /** Cloudflare Turnstile; null: the local signed-token human check. */
  turnstile: { siteKey: string; secretKey: string; baseUrl: string } | null;
  /** Uploaded files (resumes under DATA_DIR/uploads/resumes), never served publicly. */
  uploadsDir: string;
  /** Bytes of resumes one address may upload per UTC day (UPLOAD_BYTES_PER_DAY_PER_ADDRESS; 20 MiB). */
  uploadBytesPerDayPerAddress: number;
  /** Free space the uploads folder's disk must keep: below it applications are refused (UPLOAD_MIN_FREE_MB; 512). */
  uploadMinFreeBytes: number;
  /** How long content answers are kept in each process (CONTENT_CACHE_SECONDS; 0 reads the database every time). */
  contentCacheMs: number;
  /** Memory for rendered public pages in each process (PAGE_CACHE_MB; 64; 0 renders every request). */
  pageCacheBytes: number;
  /** Daily rates older than this many days are not advertised (RATES_MAX_AGE_DAYS; 3; 0 hides any rate set before now). */
  ratesMaxAgeDays: number;
  /** Days each kind of record is kept before the scheduled purge deletes it (README, "Operating the site"). */
  retention: { leadDays: number; applicationDays: number; operationalDays: number; analyticsEventDays: number };
  /**
   * Funnel analytics: events one address may send per minute (ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS; 120)
   * and the fewest visitors a report cell shows a number for (ANALYTICS_MIN_CELL; 5).
   */
  analytics: { eventsPerMinutePerAddress: number; minCell: number };
  /** Experiment assignments one address (an IPv6 client by its /64) may be given per hour (EXPERIMENT_ASSIGNMENTS_PER_HOUR; 20). */
  experimentAssignmentsPerHour: number;
  /** Whether this process serves the staff studio (/studio and /api/studio); STUDIO_ENABLED=false turns it off. */
  studioEnabled: boolean;
  /** Where the publish gate finds QA's path fixtures (QA_FIXTURES_DIR; tests/paths). */
  fixturesDir: string;
  /**
   * The studio's heavy work on one draft (check, generating QA paths, a preview link's check) runs in a
   * worker thread within this time (STUDIO_WORK_TIMEOUT_MS; 10000) and heap (STUDIO_WORK_MEMORY_MB; 256),
   * with at most this many waiting behind it (STUDIO_WORK_QUEUE; 4).
   */
  studioWork: { timeoutMs: number; memoryMb: number; queueLength: number };
  /** What one connection may take of the server (see readConnectionLimits). */
  connections: ConnectionLimits;
}

/** Bounds on slow and greedy clients, applied to the HTTP server (api/server/http-server.ts). */
export interface ConnectionLimits {
  /** The headers must have arrived this long after the connection started a request (HEADERS_TIMEOUT_SECONDS; 15). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (REQUEST_TIMEOUT_SECONDS; 60). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection closes after this (KEEP_ALIVE_TIMEOUT_SECONDS; 5). */
  keepAliveTimeoutMs: number;
  /** Open connections the process holds at most (MAX_CONNECTIONS; 1000). */
  maxConnections: number;
  /** Open connections from one address (an IPv6 client by its /64) at most; 0: no such cap (MAX_CONNECTIONS_PER_ADDRESS; 100). */
  maxConnectionsPerAddress: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const googleKey = env.GOOGLE_PLACES_API_KEY?.trim();
  const placeId = env.GOOGLE_PLACE_ID?.trim();
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(projectRoot, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    publicUrl: trimEndWhere(env.PUBLIC_URL?.trim() ?? '', (char) => char === '/') || null,
    trustProxy: isTrue(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    googlePlaces:
      googleKey && placeId
        ? {
            apiKey: googleKey,
            placeId,
            baseUrl: env.GOOGLE_PLACES_BASE_URL?.trim() || 'https://maps.googleapis.com',
          }
        : null,
    quoteIframeUrl: env.QUOTE_IFRAME_URL?.trim() || '/get-brokered-rate/',
    nodeEnv: env.NODE_ENV?.trim() || 'development',
    writesPerMinutePerAddress: positiveInteger(env.RATE_LIMIT_WRITES_PER_MINUTE, 30, 'RATE_LIMIT_WRITES_PER_MINUTE'),
    codeSendsPerHourPerAddress: positiveInteger(env.RATE_LIMIT_CODE_SENDS_PER_HOUR, 10, 'RATE_LIMIT_CODE_SENDS_PER_HOUR'),
    removalTextsPerPhonePerDay: positiveInteger(env.RATE_LIMIT_REMOVAL_TEXTS_PER_DAY, 3, 'RATE_LIMIT_REMOVAL_TEXTS_PER_DAY'),
    budgets: readBudgets(env),
    removalCodeTriesPerPhonePerDay: positiveInteger(env.RATE_LIMIT_REMOVAL_CODE_TRIES_PER_DAY, 5, 'RATE_LIMIT_REMOVAL_CODE_TRIES_PER_DAY'),
    twilio: readTwilio(env),
    turnstile: readTurnstile(env),
    uploadsDir: resolve(projectRoot, env.DATA_DIR?.trim() || 'data', 'uploads'),
    // Five resumes at the 4 MB limit a day from one address; an office behind one address rarely sends more.
    uploadBytesPerDayPerAddress: positiveInteger(env.UPLOAD_BYTES_PER_DAY_PER_ADDRESS, 20 * 1024 * 1024, 'UPLOAD_BYTES_PER_DAY_PER_ADDRESS'),
    uploadMinFreeBytes: nonNegativeInteger(env.UPLOAD_MIN_FREE_MB, 512, 'UPLOAD_MIN_FREE_MB') * 1024 * 1024,
    ratesMaxAgeDays: nonNegativeInteger(env.RATES_MAX_AGE_DAYS, 3, 'RATES_MAX_AGE_DAYS'),
    contentCacheMs: nonNegativeInteger(env.CONTENT_CACHE_SECONDS, 5, 'CONTENT_CACHE_SECONDS') * 1000,
    pageCacheBytes: nonNegativeInteger(env.PAGE_CACHE_MB, 64, 'PAGE_CACHE_MB') * 1024 * 1024,
    analytics: {
      // The longest route through a shipped funnel sends 33 events (a view and an answer per question;
      // visit-event-volume.test.ts): two visits a minute from one address, with some going back, fit.
      eventsPerMinutePerAddress: positiveInteger(env.ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS, 120, 'ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS'),
      minCell: positiveInteger(env.ANALYTICS_MIN_CELL, 5, 'ANALYTICS_MIN_CELL'),
    },
    experimentAssignmentsPerHour: positiveInteger(env.EXPERIMENT_ASSIGNMENTS_PER_HOUR, 20, 'EXPERIMENT_ASSIGNMENTS_PER_HOUR'),
    studioEnabled: !isFalse(env.STUDIO_ENABLED),
    fixturesDir: resolve(projectRoot, env.QA_FIXTURES_DIR?.trim() || 'tests/paths'),
    studioWork: {
      timeoutMs: positiveInteger(env.STUDIO_WORK_TIMEOUT_MS, 10_000, 'STUDIO_WORK_TIMEOUT_MS'),
      // Below a few dozen megabytes the worker cannot even load its code.
      memoryMb: wholeNumber(env.STUDIO_WORK_MEMORY_MB, 256, 'STUDIO_WORK_MEMORY_MB', 64),
      queueLength: nonNegativeInteger(env.STUDIO_WORK_QUEUE, 4, 'STUDIO_WORK_QUEUE'),
    },
    connections: readConnectionLimits(env),
    retention: {
      // 25 months: Regulation B's record-keeping period for credit applications (12 CFR 1002.12(b)).
      leadDays: positiveInteger(env.LEAD_RETENTION_DAYS, 760, 'LEAD_RETENTION_DAYS'),
      // 4 years: California's period for employment applications, the longest of the states served.
      applicationDays: positiveInteger(env.APPLICATION_RETENTION_DAYS, 1461, 'APPLICATION_RETENTION_DAYS'),
      operationalDays: positiveInteger(env.OPERATIONAL_RETENTION_DAYS, 30, 'OPERATIONAL_RETENTION_DAYS'),
      // 13 months: a year back plus the month in progress, for year-over-year comparisons; daily counts stay.
      analyticsEventDays: positiveInteger(env.ANALYTICS_EVENT_DAYS, 396, 'ANALYTICS_EVENT_DAYS'),
    },
  };
}

/**
 * The site-wide budgets, each several times what a broker's busiest real minute asks for: a flood from
 * many addresses costs at most this much (texts are paid for; applications fill the disk; removal
 * requests and leads send mail; events fill the analytics table).
 */
function readBudgets(env: NodeJS.ProcessEnv): BudgetLimits {
  if (env.ANALYTICS_BATCHES_PER_MINUTE?.trim()) {
    throw new Error('ANALYTICS_BATCHES_PER_MINUTE is replaced by ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS, which counts events rather than batches: set that instead.');
  }
  return {
    texts: positiveInteger(env.BUDGET_TEXTS_PER_MINUTE, 20, 'BUDGET_TEXTS_PER_MINUTE'),
    uploads: positiveInteger(env.BUDGET_UPLOADS_PER_MINUTE, 5, 'BUDGET_UPLOADS_PER_MINUTE'),
    removals: positiveInteger(env.BUDGET_REMOVALS_PER_MINUTE, 5, 'BUDGET_REMOVALS_PER_MINUTE'),
    leads: positiveInteger(env.BUDGET_LEADS_PER_MINUTE, 60, 'BUDGET_LEADS_PER_MINUTE'),
    events: positiveInteger(env.BUDGET_EVENTS_PER_MINUTE, 6000, 'BUDGET_EVENTS_PER_MINUTE'),
    storedEvents: positiveInteger(env.ANALYTICS_EVENTS_STORED_PER_DAY, 250_000, 'ANALYTICS_EVENTS_STORED_PER_DAY'),
  };
}

/** Twilio when the account SID, auth token and a sender (a number or an MG... Messaging Service SID) are all set. */
function readTwilio(env: NodeJS.ProcessEnv): ServerConfig['twilio'] {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const sender = env.TWILIO_FROM?.trim();
  if (!accountSid || !authToken || !sender) return null;
  return { accountSid, authToken, sender, baseUrl: env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com' };
}

/** Turnstile when both its site key and secret key are set. */
function readTurnstile(env: NodeJS.ProcessEnv): ServerConfig['turnstile'] {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secretKey = env.TURNSTILE_SECRET_KEY?.trim();
  if (!siteKey || !secretKey) return null;
  return { siteKey, secretKey, baseUrl: env.TURNSTILE_BASE_URL?.trim() || 'https://challenges.cloudflare.com' };
}

/**
 * A request may take REQUEST_TIMEOUT_SECONDS (60) to arrive: a resume at the 4 MB limit needs about
 * 0.55 Mbit/s for that. Its headers, a few hundred bytes, get HEADERS_TIMEOUT_SECONDS (15), no more than
 * the whole request's time.
 */
function readConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const headersTimeoutMs = positiveInteger(env.HEADERS_TIMEOUT_SECONDS, 15, 'HEADERS_TIMEOUT_SECONDS') * 1000;
  const requestTimeoutMs = positiveInteger(env.REQUEST_TIMEOUT_SECONDS, 60, 'REQUEST_TIMEOUT_SECONDS') * 1000;
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_SECONDS (${headersTimeoutMs / 1000}) must not be more than REQUEST_TIMEOUT_SECONDS (${requestTimeoutMs / 1000}): the headers are part of the request`);
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: positiveInteger(env.KEEP_ALIVE_TIMEOUT_SECONDS, 5, 'KEEP_ALIVE_TIMEOUT_SECONDS') * 1000,
    maxConnections: positiveInteger(env.MAX_CONNECTIONS, 1000, 'MAX_CONNECTIONS'),
    maxConnectionsPerAddress: nonNegativeInteger(env.MAX_CONNECTIONS_PER_ADDRESS, 100, 'MAX_CONNECTIONS_PER_ADDRESS'),
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  return wholeNumber(value, fallback, name, 1);
}

function nonNegativeInteger(value: string | undefined, fallback: number, name: string): number {
  return wholeNumber(value, fallback, name, 0);
}

function wholeNumber(value: string | undefined, fallback: number, name: string, least: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least) throw new Error(`${name} must be a whole number of at least ${least}, got "${value}"`);
  return parsed;
}

function isFalse(value: string | undefined): boolean {
  return ['0', 'false', 'no', 'off'].includes(value?.trim().toLowerCase() ?? '');
}

function isTrue(value: string | undefined): boolean {
  return ['1', 'true', 'yes'].includes(value?.trim().toLowerCase() ?? '');
}
