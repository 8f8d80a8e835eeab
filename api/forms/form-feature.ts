import type Router from '@koa/router';
import { join } from 'node:path';
import type { FormSource } from '../../app/domain/forms/form-source';
import type { HumanCheckConfig } from '../../app/domain/forms/form-types';
import type { ServerConfig } from '../config/server-config';
import { siteOrigin } from '../config/site-origin';
import type { Executor } from '../db/database';
import type { HumanCheckProvider } from '../providers/human-check/human-check-provider';
import { createLocalHumanCheck, type LocalHumanCheck } from '../providers/human-check/local-human-check';
import { createTurnstileHumanCheck } from '../providers/human-check/turnstile-human-check';
import { createOutboxSmsProvider } from '../providers/sms/outbox-sms-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { createTwilioSmsProvider } from '../providers/sms/twilio-sms-provider';
import { brokerLeadRoutes } from '../routes/broker-lead-routes';
import { formRoutes } from '../routes/form-routes';
import { hiringRoutes } from '../routes/hiring-routes';
import { humanCheckRoutes } from '../routes/human-check-routes';
import { removalRoutes } from '../routes/removal-routes';
import { verificationRoutes } from '../routes/verification-routes';
import type { Logger } from '../server/logger';
import { createBrokerLeadService } from '../services/broker-lead-service';
import type { DeliverySettings } from '../delivery/delivery-settings';
import { createHiringService } from '../services/hiring-service';
import type { PhoneVerificationService } from '../services/phone-verification';
import type { RateLimiter } from '../services/rate-limiter';
import { createRemovalConfirmationService } from '../services/removal-confirmation-service';
import { createRemovalService } from '../services/removal-service';
import { createUploadBudget } from '../services/upload-budget';
import { createUploadStorage } from '../services/upload-storage';
import { createFormRegistry, type FormRegistry } from './form-registry';

/** Where the JavaScript of Cloudflare Turnstile's widget comes from (admitted by the CSP when configured). */
export const TURNSTILE_SCRIPT_HOST = 'https://challenges.cloudflare.com';

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set; else the local outbox (development). */
export function createSmsProvider(config: ServerConfig, db: Executor, logger: Logger): SmsProvider {
  if (config.twilio) return createTwilioSmsProvider(config.twilio);
  return createOutboxSmsProvider(db, logger);
}

/** Turnstile when both its keys are set; else the local signed single-use tokens (offline). */
export function createHumanCheck(config: ServerConfig, db: Executor): { provider: HumanCheckProvider; local: LocalHumanCheck | null; browser: HumanCheckConfig } {
  if (config.turnstile) {
    return { provider: createTurnstileHumanCheck(config.turnstile), local: null, browser: { provider: 'turnstile', siteKey: config.turnstile.siteKey } };
  }
  const local = createLocalHumanCheck(db);
  return { provider: local, local, browser: { provider: 'local' } };
}

export const resumesFolder = (config: ServerConfig) => join(config.uploadsDir, 'resumes');

/**
 * The flat forms put together: the form registry, and the routes of the forms, the phone
 * verification, the human check, the broker lead, the hiring application and the removal request.
 */
export function createFormFeature(deps: {
  config: ServerConfig;
  db: Executor;
  logger: Logger;
  limiter: RateLimiter;
  verification: PhoneVerificationService;
  delivery: DeliverySettings;
  formsFolder?: string;
}): { forms: FormRegistry; routers: Router[] } {
  const { config, db, logger, limiter, verification } = deps;
  const humanCheck = createHumanCheck(config, db);
  const forms = createFormRegistry({ db, logger, folder: deps.formsFolder, humanCheck: humanCheck.browser });
  const writesPerMinute = config.writesPerMinutePerAddress;
  const storage = createUploadStorage(resumesFolder(config));
  logger.info(
    `human check: ${humanCheck.local ? 'local signed tokens (offline; set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY for Cloudflare Turnstile)' : 'Cloudflare Turnstile'}; ` +
      `SMS: ${config.twilio ? 'Twilio' : 'local outbox, codes printed in this log (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to text them)'}`,
  );
  return {
    forms,
    routers: [
      formRoutes(forms),
      verificationRoutes({ verification, humanCheck, limiter, writesPerMinute, sendsPerHour: config.codeSendsPerHourPerAddress }),
      humanCheckRoutes({ local: humanCheck.local, limiter, writesPerMinute }),
      brokerLeadRoutes({ leads: createBrokerLeadService({ db, forms, verification, humanCheck: humanCheck.provider, delivery: deps.delivery }), limiter, writesPerMinute }),
      hiringRoutes({
        hiring: createHiringService({
          db,
          forms,
          storage,
          humanCheck: humanCheck.provider,
          budget: createUploadBudget(db, config.uploadBytesPerDayPerAddress),
          logger,
          minFreeBytes: config.uploadMinFreeBytes,
        }),
        limiter,
        writesPerMinute,
      }),
      removalRoutes({
        removals: createRemovalService({ db, forms, humanCheck: humanCheck.provider, sms: createSmsProvider(config, db, logger), limiter, textsPerPhonePerDay: config.removalTextsPerPhonePerDay, origin: siteOrigin(config), logger }),
        confirmations: createRemovalConfirmationService({ db }),
        limiter,
        writesPerMinute,
      }),
    ],
  };
}

/** The pages' data source on the server, able to give form definitions too (see app/features/forms/form-source.ts). */
export function withFormSource<Api extends object>(api: Api, forms: FormRegistry): Api & FormSource {
  return Object.assign(api, { formDefinition: (id: string) => forms.publicForm(id) });
}
