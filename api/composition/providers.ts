import { join } from 'node:path';
import type { HumanCheckConfig } from '../../app/domain/forms/form-types';
import type { ServerConfig } from '../config/server-config';
import type { Executor } from '../db/database';
import type { HumanCheckProvider } from '../providers/human-check/human-check-provider';
import { createLocalHumanCheck, type LocalHumanCheck } from '../providers/human-check/local-human-check';
import { createTurnstileHumanCheck } from '../providers/human-check/turnstile-human-check';
import { createDatabaseReviewsProvider } from '../providers/reviews/database-reviews-provider';
import { createGooglePlacesReviewsProvider } from '../providers/reviews/google-places-reviews-provider';
import type { ReviewsProvider } from '../providers/reviews/reviews-provider';
import { createOutboxSmsProvider } from '../providers/sms/outbox-sms-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { createTwilioSmsProvider } from '../providers/sms/twilio-sms-provider';
import type { Logger } from '../server/logger';

/** Where the JavaScript of Cloudflare Turnstile's widget comes from (admitted by the CSP when configured). */
export const TURNSTILE_SCRIPT_HOST = 'https://challenges.cloudflare.com';

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set; else the local outbox (development). */
export function createSmsProvider(config: ServerConfig, db: Executor, logger: Logger): SmsProvider {
  if (config.twilio) return createTwilioSmsProvider(config.twilio);
  return createOutboxSmsProvider(db, logger);
}

export interface HumanCheck {
  provider: HumanCheckProvider;
  /** The local provider, whose tokens this server also issues; null with Turnstile. */
  local: LocalHumanCheck | null;
  /** What the browser is told to show. */
  browser: HumanCheckConfig;
}

/** Turnstile when both its keys are set; else the local signed single-use tokens (offline). */
export function createHumanCheck(config: ServerConfig, db: Executor): HumanCheck {
  if (config.turnstile) {
    return { provider: createTurnstileHumanCheck(config.turnstile), local: null, browser: { provider: 'turnstile', siteKey: config.turnstile.siteKey } };
  }
  const local = createLocalHumanCheck(db);
  return { provider: local, local, browser: { provider: 'local' } };
}

/** Google Places when configured (the stored reviews behind it), else the stored reviews. */
export function createReviewsProvider(config: ServerConfig, db: Executor): ReviewsProvider {
  const stored = createDatabaseReviewsProvider(db);
  return config.googlePlaces ? createGooglePlacesReviewsProvider(config.googlePlaces, stored) : stored;
}

export const resumesFolder = (config: ServerConfig) => join(config.uploadsDir, 'resumes');

/** What start-up logs about the providers it chose, and how to choose the others. */
export function providersLine(config: ServerConfig): string {
  return (
    `human check: ${config.turnstile ? 'Cloudflare Turnstile' : 'local signed tokens (offline; set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY for Cloudflare Turnstile)'}; ` +
    `SMS: ${config.twilio ? 'Twilio' : 'local outbox, codes printed in this log (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to text them)'}`
  );
}
