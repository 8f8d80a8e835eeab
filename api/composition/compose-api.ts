import type Router from '@koa/router';
import type { FormSource } from '../../app/domain/forms/form-source';
import type { PublicConfig, SiteApi } from '../../app/domain/site-api';
import type { ServerConfig } from '../config/server-config';
import { siteOrigin } from '../config/site-origin';
import { compileUncompiledMessages } from './message-compiler';
import type { Executor } from '../db/database';
import { createBatchedWrites } from '../db/repositories/write-together';
import { createFlowStore } from '../definitions/flow-definitions';
import { readPathFixtures } from '../definitions/path-fixtures';
import { readDeliverySettings, type DeliverySettings } from '../delivery/delivery-settings';
import { createLeadDirectory } from '../delivery/lead-directory';
import { createFormRegistry } from '../forms/form-registry';
import { analyticsRoutes } from '../routes/analytics-routes';
import { brokerLeadRoutes } from '../routes/broker-lead-routes';
import { contentRoutes } from '../routes/content-routes';
import { estimatorRoutes } from '../routes/estimator-routes';
import { formRoutes } from '../routes/form-routes';
import { hiringRoutes } from '../routes/hiring-routes';
import { humanCheckRoutes } from '../routes/human-check-routes';
import { questionsRoutes } from '../routes/questions-routes';
import { quoteLeadRoutes } from '../routes/quote-lead-routes';
import { removalRoutes } from '../routes/removal-routes';
import { seoRoutes } from '../routes/seo-routes';
import { studioRoutes } from '../routes/studio-routes';
import { verificationRoutes } from '../routes/verification-routes';
import type { Logger } from '../server/logger';
import { createBrokerLeadService } from '../services/broker-lead-service';
import { cacheContentService } from '../services/cached-content-service';
import { createContentService } from '../services/content-service';
import { createHiringService } from '../services/hiring-service';
import { createLoanEstimatorService } from '../services/loan-estimator-service';
import { createPhoneVerificationService } from '../services/phone-verification';
import { createQuoteLeadService } from '../services/quote-lead-service';
import { createEventIngest } from '../services/analytics/event-ingest';
import { createEventLimits } from '../services/analytics/event-limits';
import { createLiveExperiments } from '../services/experiments/live-experiments';
import { createStudioExperiments } from '../services/experiments/studio-experiments';
import { createExperimentAssignments } from '../services/experiments/experiment-assignments';
import { experimentAssignmentRoutes } from '../routes/experiment-assignment-routes';
import { createFlowReports } from '../services/analytics/flow-report';
import { createRateLimiter } from '../services/rate-limiter';
import { createSiteVersion, type SiteVersion } from '../services/site-version';
import { createRemovalConfirmationService } from '../services/removal-confirmation-service';
import { createRemovalService } from '../services/removal-service';
import { createUploadBudget } from '../services/upload-budget';
import { createWriteBudgets, withTextBudget } from '../services/write-budgets';
import { createStaffAccounts } from '../services/staff/staff-accounts';
import { createStaffSessions } from '../services/staff/staff-sessions';
import { createPreviewLinks } from '../services/studio/preview-links';
import { createStudioDefinitions } from '../services/studio/studio-definitions';
import { createStaffWork } from '../services/studio/staff-work/staff-work-pool';
import { createResumeInspector } from '../services/resume-inspection/resume-inspector';
import { createUploadStorage } from '../services/upload-storage';
import { createDirectSiteApi } from '../ssr/direct-site-api';
import type { Locale } from '../../i18n/locales';
import { createHumanCheck, createReviewsProvider, createSmsProvider, providersLine, resumesFolder } from './providers';
import { linearPattern } from '../forms/linear-pattern';

export interface ComposeDependencies {
  config: ServerConfig;
  db: Executor;
  logger: Logger;
  /** The origin of the sitemap's URLs (start-up passes the address actually bound). */
  origin: () => string;
  /** Where leads are delivered (SMTP, webhook); from the environment unless given. */
  delivery?: DeliverySettings;
  /** Where flow and form definitions are read from (definitions/; tests point elsewhere). */
  flowsFolder?: string;
  formsFolder?: string;
}

export interface ComposedApi {
  /** Every API router, in the order they are mounted. */
  apiRouters: Router[];
  /** robots.txt and the sitemap: routes of the site, with no 405 of their own. */
  siteRouters: Router[];
  /** The pages' data source on the server: the services called in-process, form definitions included. */
  siteApi: SiteApi & FormSource;
  /** What the public pages are made from, as it stands; the caches behind the pages follow its changes. */
  siteVersion: SiteVersion;
}

/**
 * The one place the server is put together: providers chosen from the configuration, then the services
 * on them, then the routes on the services. Nothing else constructs a provider or a service.
 */
export function composeApi(deps: ComposeDependencies): ComposedApi {
  compileUncompiledMessages();
  const { config, db, logger } = deps;
  const sms = createSmsProvider(config, db, logger);
  const humanCheck = createHumanCheck(config, db);
  logger.info(providersLine(config));

  const siteVersion = createSiteVersion({ db });
  let contentGeneration = 0;
  const content = cacheContentService(createContentService(db, createReviewsProvider(config, db)), config.contentCacheMs, Date.now, () => contentGeneration);
  const publicConfig: PublicConfig = { quoteIframeUrl: config.quoteIframeUrl, ratesMaxAgeDays: config.ratesMaxAgeDays };
  const flows = createFlowStore(db, logger, deps.flowsFolder);
  const experiments = createLiveExperiments({ db });
  const forms = createFormRegistry({ db, logger, folder: deps.formsFolder, humanCheck: humanCheck.browser });
  // A change seen anywhere (a content load, a publish, a flag, an experiment) drops what each cache holds,
  // so a page rendered for the new version reads nothing from before it.
  siteVersion.onChange(() => {
    contentGeneration++;
    flows.invalidate();
    forms.invalidate();
    experiments.invalidate();
  });
  const limiter = createRateLimiter(db);
  // What the whole site takes per minute, all addresses together (a flood from many costs at most this).
  const budgets = createWriteBudgets({ limiter, limits: config.budgets, logger });
  // The studio's heavy work on drafts, in a worker thread of its own (previews are served by every process).
  const staffWork = createStaffWork(config.studioWork, { logger });
  const previews = createPreviewLinks({ db, work: staffWork });
  const delivery = deps.delivery ?? readDeliverySettings();
  const verification = createPhoneVerificationService(db, sms);
  const writesPerMinute = config.writesPerMinutePerAddress;

  const directory = createLeadDirectory(db, config.contentCacheMs, () => contentGeneration);
  // Leads that arrive together are stored together: one statement for a busy moment's leads.
  const writes = createBatchedWrites(db);
  const quoteLeads = createQuoteLeadService({ db, flows, experiments, verification, delivery, directory, logger, writes });
  const brokerLeads = createBrokerLeadService({ db, forms, verification, humanCheck: humanCheck.provider, delivery, directory, writes });
  const hiring = createHiringService({
    db,
    forms,
    storage: createUploadStorage(resumesFolder(config)),
    humanCheck: humanCheck.provider,
    budget: createUploadBudget(db, config.uploadBytesPerDayPerAddress),
    logger,
    minFreeBytes: config.uploadMinFreeBytes,
    inspect: createResumeInspector({ logger }),
  });
  const removals = createRemovalService({
    db,
    forms,
    humanCheck: humanCheck.provider,
    // Removal codes come out of the site's texts budget; past it the request is refused and nothing is stored.
    sms: withTextBudget(sms, budgets),
    limiter,
    requestsPerPhonePerDay: config.removalTextsPerPhonePerDay,
    origin: siteOrigin(config),
    logger,
  });

  const apiRouters = [
    contentRoutes(content, publicConfig),
    estimatorRoutes(createLoanEstimatorService(db)),
    questionsRoutes(flows, previews, experiments),
    experimentAssignmentRoutes(createExperimentAssignments({ db, live: experiments, limiter, perHour: config.experimentAssignmentsPerHour })),
    quoteLeadRoutes(quoteLeads, limiter, { limit: writesPerMinute, windowMs: 60_000 }, budgets),
    formRoutes(forms),
    verificationRoutes({ verification, humanCheck, limiter, budgets, writesPerMinute, sendsPerHour: config.codeSendsPerHourPerAddress }),
    humanCheckRoutes({ local: humanCheck.local, limiter, writesPerMinute }),
    brokerLeadRoutes({ leads: brokerLeads, limiter, budgets, writesPerMinute }),
    hiringRoutes({ hiring, limiter, budgets, writesPerMinute }),
    removalRoutes({ removals, confirmations: createRemovalConfirmationService({ db, limiter, codeTriesPerPhonePerDay: config.removalCodeTriesPerPhonePerDay }), limiter, budgets, writesPerMinute }),
    analyticsRoutes(createEventIngest({ db, flows, experiments, limits: createEventLimits({ db, limiter, budgets, eventsPerMinutePerAddress: config.analytics.eventsPerMinutePerAddress }), writes })),
  ];
  if (config.studioEnabled) {
    const studioDefinitions = createStudioDefinitions({ db, logger, work: staffWork, fixtures: () => readPathFixtures(config.fixturesDir), afterPublish: () => {
        flows.invalidate();
        forms.invalidate();
        siteVersion.invalidate();
      },
    });
    apiRouters.push(studioRoutes({ sessions: createStaffSessions({ db, limiter }), accounts: createStaffAccounts({ db }), definitions: studioDefinitions, previews, reports: createFlowReports({ db, flows, minCell: config.analytics.minCell }),
      experiments: createStudioExperiments({ db, flows, live: { ...experiments, invalidate: () => (experiments.invalidate(), siteVersion.invalidate()) }, definitions: studioDefinitions, minCell: config.analytics.minCell }),
    }));
  }
  const siteApi = Object.assign(createDirectSiteApi(content, publicConfig, flows, previews, experiments), {
    formDefinition: (id: string, lang?: Locale) => forms.publicForm(id, lang),
    formPattern: linearPattern,
  });
  return { apiRouters, siteRouters: [seoRoutes(content, deps.origin)], siteApi, siteVersion };
}
