/** The question engine's public API (framework-free; runs in the browser and in Node). */

export type * from './types/flow';
export type * from './types/answers';
export type * from './types/session';
export type * from './types/effects';
export type * from './types/contact';
export type * from './types/saved-state';
export type * from './types/lint';
export type * from './types/i18n';
export { QUESTION_TYPES, CHOICE_TYPES, LOAN_TYPES, FLOW_VARIANTS, BACK_POLICIES, TEXT_FORMATS } from './types/flow';
export { LINT_RULES } from './types/lint';

export * from './constants';
export { ANSWER_MESSAGES, CONTACT_MESSAGES, LEAD_MESSAGES, MORTGAGE_BALANCE_MESSAGE, formatMessage, formatUsd } from './messages';
export { groupThousands } from './group-thousands';

export { titleToKey, answerKey } from './answer-keys';
export { isActive, activeQuestions } from './active-questions';
export { flowIndex, type FlowIndex } from './flow-index';
export { optionValue, optionLabel, optionNext, normalizeChoice } from './option-values';
export { findOptionIndex } from './find-option';
export { toggleOption } from './toggle-option';
export { routeOf, nextIndex, type Route, type RouteSource } from './next-question';
export { valuesEqual } from './values-equal';
export { initialValue } from './default-value';

export { validateAnswer, isValidAnswer } from './validate-answer';
export { validateContact, validateContactField, type ContactValidation } from './validation/validate-contact';
export { formatPhone } from './validation/format-phone';
export { parseAmount } from './validation/parse-amount';
export { sliderBounds, sliderDefault, snapAndClamp, type SliderBounds } from './validation/slider-bounds';
export { textFormat } from './validation/text-format';
export { answerAmount } from './validation/answer-amount';
export { atMostCap } from './validation/at-most-cap';
export { isEmptyAnswer } from './validation/is-empty';

export { usPhoneDigits, US_PHONE_PATTERN, US_PHONE_MAX_LENGTH } from './rules/us-phone';
export { isUsZip, US_ZIP_PATTERN } from './rules/us-zip';
export { isEmail, EMAIL_PATTERN, EMAIL_MAX_LENGTH } from './rules/email';
export { programKeyOf, PROGRAM_KEY_PATTERN, PROGRAM_KEY_MAX_LENGTH } from './rules/program-key';
export { FIELD_FORMAT_NAMES, isFieldFormat, isPhoneFormat, type FieldFormat } from './rules/field-format-names';

export { start, freshSession } from './start';
export { answer } from './answer';
export { back } from './back';
export { progress } from './progress';
export { currentQuestion } from './current-question';
export { parseSession, type SessionParse } from './parse-session';
export { replayAnswers, type Replay, type ReplayStep } from './replay';

export { questionsUnavailable, questionsLoaded } from './flow/questions-unavailable';
export { parseLoanType, parseStep, urlParams } from './funnel/url-params';
export { urlTypeChanged } from './funnel/url-type-change';
export { linkWithAnswers, prefillParams, readPrefill, withoutPrefill, PREFILL_PREFIX, PREFILL_MAX_CHARS } from './flow/prefill';
export { consentParts, type ConsentLink, type ConsentPart } from './flow/consent-parts';
export { isSitePath } from './flow/site-path';
export { OPTION_ICON_NAMES, isOptionIconName, type OptionIconName } from './flow/option-icons';
export { contactForm, contactFormAfterThankYouBack, contactNextStep, EMPTY_CONTACT, type ContactFormState } from './funnel/contact-form';

export { checkSavedState, toSavedState, type LoadedSavedState, type SavedStateCheck } from './saved-state';
export { restoreSession, type RestoreOptions, type RestoreOutcome, type RestoreResult } from './restore/restore-session';
export { savedProgressOffer, type SavedProgressOffer } from './restore/saved-progress-offer';

export type { KeyValueStorage } from './storage/key-value-storage';
export { createMemoryStorage, type MemoryStorage } from './storage/memory-storage';
export { createQuotaError, isQuotaError } from './storage/quota-error';
export { STORAGE_KEYS, storageKeys, type StorageKeys } from './storage/storage-keys';
export { timerScheduler, createManualScheduler, type Scheduler, type ManualScheduler } from './storage/scheduler';
export { debounce, type Debounced } from './storage/debounce';
export { migrateLegacy, type MigrationOutcome } from './storage/migrate-legacy';
export { loadSavedState, type LoadResult, type LoadStatus } from './storage/load-saved-state';
export { writeSavedState, clearSavedState, type WriteOutcome } from './storage/write-saved-state';
export { readSessionFlag, writeSessionFlag } from './storage/session-flag';
export { createSavedStateStore, type SavedStateStore, type SavedStateStoreOptions } from './storage/saved-state-store';

export { validateLeadAnswers, type LeadAnswersReport, type LeadProblem, type LeadProblemCode } from './lead/validate-lead-answers';
export { validateLead, type LeadReport } from './lead/validate-lead';
export { buildLeadPayload, type QuoteLeadPayload } from './lead/build-lead-payload';
export { labelAnswers, type LabelledAnswer } from './lead/label-answers';

export { lintFlow, LINT_RULE_FUNCTIONS } from './lint/lint-flow';
export { enumeratePaths, type PathEnumeration } from './lint/enumerate-paths';
export { routeEdges, type RouteEdge } from './lint/route-edges';
export { RULE_SEVERITY } from './lint/finding';
export { sortFindings } from './lint/sort-findings';
export { comparePointers } from './lint/json-pointer';

export type * from './funnel/funnel-types';
export { funnelTransition } from './funnel/funnel-transition';
export { initialFunnelState } from './funnel/funnel-state';
export { funnelSearch, isFunnelHistoryState, type FunnelHistoryState, type FunnelPosition } from './funnel/funnel-url';
export { urlChange, type UrlChange } from './funnel/url-change';
export { funnelLead, type FunnelLead, type LeadConsent } from './funnel/funnel-lead';
export { locateRefusal, refusalOf, LEAD_ERROR_CODES, LEAD_REFUSAL_MESSAGES, type RefusalTarget } from './funnel/lead-refusal';
export { entryPathOf } from './flow/entry-path';
export { isPlainObject, own } from './json-guards';
export { jsonNestingDepth } from './json-depth';
export { walkFixture, type PathFixture, type FixtureStep, type FixtureWalk } from './qa/path-fixture';
export { flowCoverage, coverageTargets, routePairs, type FlowCoverage, type CoverageItem } from './qa/coverage';
export { generateFixtures, type GeneratedFixtures } from './qa/generate-fixtures';
export { coverPaths, type PathCover, type RoutePath } from './qa/cover-paths';
export { diffFlows, type FlowDiff, type KeyRename } from './qa/flow-diff';
export { BROWSER_EVENT_TYPES, SERVER_EVENT_TYPES, DEVICE_CLASSES, EVENT_BATCH_MAX, EVENT_MAX_BYTES, CONTACT_STEP, type FunnelAnalyticsEvent, type AnalyticsEventType, type BrowserEventType, type DeviceClass, type Attribution, type ClickIds } from './analytics/funnel-event';
export { checkEventBatch, type EventBatchCheck } from './analytics/check-events';
export { funnelMoments, screenQuestion, type FunnelMoment } from './analytics/funnel-moments';
export { pathIdOf } from './analytics/path-id';
export { cleanAttribution, cleanSessionId } from './analytics/clean-attribution';
export { pathOf } from './analytics/path-of';
export { assignVariant, type WeightedVariant } from './experiments/assign-variant';
export { keptVariant, readAssignment, readOffer, readServedAssignment, ASSIGNMENT_TOKEN, ASSIGNMENT_TOKEN_LENGTH, EXPERIMENT_ID, VARIANT_KEYS, type ExperimentOffer, type ServedAssignment, type VariantAssignment } from './experiments/experiment-offer';
export { exposurePoints, type ExposurePoints } from './experiments/exposure-points';

export * from './i18n';
