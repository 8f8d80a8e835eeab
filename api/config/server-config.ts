import { resolve } from 'node:path';
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
  /** Removal-request confirmation codes texted to one number per day. */
  removalTextsPerPhonePerDay: number;
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
   * Funnel analytics: event batches one address may send per minute (ANALYTICS_BATCHES_PER_MINUTE; 60) and
   * the fewest visitors a report cell shows a number for (ANALYTICS_MIN_CELL; 5).
   */
  analytics: { batchesPerMinute: number; minCell: number };
  /** Whether this process serves the staff studio (/studio and /api/studio); STUDIO_ENABLED=false turns it off. */
  studioEnabled: boolean;
  /** Where the publish gate finds QA's path fixtures (QA_FIXTURES_DIR; tests/paths). */
  fixturesDir: string;
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
      batchesPerMinute: positiveInteger(env.ANALYTICS_BATCHES_PER_MINUTE, 60, 'ANALYTICS_BATCHES_PER_MINUTE'),
      minCell: positiveInteger(env.ANALYTICS_MIN_CELL, 5, 'ANALYTICS_MIN_CELL'),
    },
    studioEnabled: !isFalse(env.STUDIO_ENABLED),
    fixturesDir: resolve(projectRoot, env.QA_FIXTURES_DIR?.trim() || 'tests/paths'),
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
