import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import {
  BROKER_TEXT_FIELDS,
  DISCLOSURE_TEXT_FIELDS,
  POSITION_TEXT_FIELDS,
  PRODUCT_TEXT_FIELDS,
  STAT_TEXT_FIELDS,
  type ContentBundle,
} from '../../app/domain/content/content-types';
import { locales } from '../../i18n/locales';
import { projectRoot } from '../config/project-root';
import type { Executor } from '../db/database';
import { contentLoadedAt, lockContentSeeding, replaceContent } from '../db/repositories/content-repository';
import bundleSchema from '../content/content-bundle.schema.json' with { type: 'json' };

export const sampleContentFile = join(projectRoot, 'content/sample-content.json');

export class InvalidContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content file is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidContentError';
  }
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateBundle = ajv.compile<ContentBundle>(bundleSchema);

/** Checks a parsed content file; names every problem with its JSON path. */
export function parseContentBundle(value: unknown): ContentBundle {
  if (validateBundle(value)) {
    assertUniqueKeys(value);
    return value;
  }
  throw new InvalidContentError((validateBundle.errors ?? []).slice(0, 50).map(describeError));
}

/** What a missing part of the content is for, so the refusal says what to add. */
const MISSING_EXPLAINED: Record<string, string> = {
  statsAsOf: 'give the day the stats were true, as YYYY-MM-DD (the home page shows "As of" that day)',
  positions: 'list the open positions shown on /opportunities, or give an empty list when none are open',
};

/** The fields each kind of item may translate, by the list the item is in. */
const TRANSLATABLE: Record<string, readonly string[]> = {
  brokers: BROKER_TEXT_FIELDS,
  products: PRODUCT_TEXT_FIELDS,
  stats: STAT_TEXT_FIELDS,
  positions: POSITION_TEXT_FIELDS,
  disclosures: DISCLOSURE_TEXT_FIELDS,
};

const TRANSLATIONS_PATH = /^\/(\w+)\/\d+\/translations(?:\/(\w+)(?:\/(\w+))?)?/;

/** A refusal inside an item's `translations`, said in the words of translations; undefined for any other. */
function describeTranslationError(error: ErrorObject): string | undefined {
  const match = TRANSLATIONS_PATH.exec(error.instancePath);
  if (!match) return undefined;
  const [, list, language, field] = match;
  const path = error.instancePath;
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: string }).additionalProperty);
    if (!language) {
      const others = locales.filter((locale) => locale !== 'en').join(', ');
      return `${path} has a version in "${extra}", which the site is not shown in: give translations in ${others} only`;
    }
    return `${path} has the field "${extra}", which cannot be translated: a version in ${language} gives only ${(TRANSLATABLE[list ?? ''] ?? []).join(', ')}`;
  }
  if (field && error.keyword === 'type') {
    return `${path} ${error.message}: the ${language} ${field} takes the same form as the English one`;
  }
  return undefined;
}

function describeError(error: ErrorObject): string {
  const translation = describeTranslationError(error);
  if (translation) return translation;
  const path = error.instancePath || '/';
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty);
    const explained = error.instancePath === '' ? MISSING_EXPLAINED[missing] : undefined;
    if (explained) return `/${missing} is missing: ${explained}`;
  }
  if (error.keyword === 'format' && (error.params as { format?: string }).format === 'date') {
    return `${path} must be a calendar date written YYYY-MM-DD`;
  }
  return `${path} ${error.message ?? 'is invalid'}`;
}

function assertUniqueKeys(bundle: ContentBundle): void {
  const problems: string[] = [];
  const check = (what: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${what} "${key}" appears more than once`);
      seen.add(key);
    }
  };
  check('brokerKey', bundle.brokers.map((broker) => broker.brokerKey));
  check('productKey', bundle.products.map((product) => product.productKey.toLowerCase()));
  check('disclosureKey', bundle.disclosures.map((document) => document.disclosureKey));
  // An application names the position by its title alone, so two listings must not share one.
  const titles = new Set<string>();
  bundle.positions.forEach((position, index) => {
    const title = position.title.trim().toLowerCase();
    if (titles.has(title)) problems.push(`/positions/${index}/title "${position.title}" is the title of an earlier position too`);
    titles.add(title);
  });
  // A translated title names the position in that language's application form: one per position too.
  const spanishTitles = new Set<string>();
  bundle.positions.forEach((position, index) => {
    const translated = position.translations?.es?.title;
    if (!translated) return;
    const title = translated.trim().toLowerCase();
    if (spanishTitles.has(title)) problems.push(`/positions/${index}/translations/es/title "${translated}" is the Spanish title of an earlier position too`);
    spanishTitles.add(title);
  });
  problems.push(...experienceTranslationProblems(bundle));
  const brokerKeys = new Set(bundle.brokers.map((broker) => broker.brokerKey));
  bundle.routing.rules.forEach((rule, index) => {
    if ('brokerKey' in rule.assignTo && !brokerKeys.has(rule.assignTo.brokerKey)) {
      problems.push(`/routing/rules/${index}/assignTo/brokerKey names no broker ("${rule.assignTo.brokerKey}")`);
    }
    if ('inbox' in rule.assignTo && !Object.hasOwn(bundle.routing.inboxes, rule.assignTo.inbox)) {
      problems.push(`/routing/rules/${index}/assignTo/inbox names no inbox ("${rule.assignTo.inbox}")`);
    }
  });
  if (problems.length > 0) throw new InvalidContentError(problems);
}

/**
 * The directory filters brokers by their expertise labels, so a label reads the same in every profile:
 * a broker's Spanish list gives one label per English label, in the same order, and an English label is
 * translated the same way wherever it appears.
 */
function experienceTranslationProblems(bundle: ContentBundle): string[] {
  const problems: string[] = [];
  const firstSeen = new Map<string, { spanish: string; path: string }>();
  bundle.brokers.forEach((broker, index) => {
    const spanish = broker.translations?.es?.experience;
    if (!spanish) return;
    const path = `/brokers/${index}/translations/es/experience`;
    if (spanish.length !== broker.experience.length) {
      problems.push(`${path} lists ${spanish.length} labels where the English lists ${broker.experience.length}: give one Spanish label per English label, in the same order`);
      return;
    }
    broker.experience.forEach((english, position) => {
      const key = english.trim().toLowerCase();
      const seen = firstSeen.get(key);
      const label = spanish[position]!;
      if (!seen) firstSeen.set(key, { spanish: label, path: `${path}/${position}` });
      else if (seen.spanish.trim().toLowerCase() !== label.trim().toLowerCase()) {
        problems.push(`${path}/${position} translates "${english}" as "${label}", but ${seen.path} as "${seen.spanish}": give one Spanish label per English label`);
      }
    });
  });
  return problems;
}

/**
 * How much of the content has a Spanish version, for the loader's report: a missing one is allowed (the
 * English shows, marked), so staff see what is left to translate. E.g. "brokers 16/16, programs 0/9".
 */
export function spanishCoverage(bundle: ContentBundle): string {
  const lists = [
    ['brokers', bundle.brokers],
    ['programs', bundle.products],
    ['documents', bundle.disclosures],
    ['stats', bundle.stats],
    ['positions', bundle.positions],
  ] as const;
  return lists
    .map(([name, items]) => {
      const translated = (items as readonly { translations?: { es?: object } }[]).filter((item) => item.translations?.es && Object.keys(item.translations.es).length > 0);
      return `${name} ${translated.length}/${items.length}`;
    })
    .join(', ');
}

export async function readContentFile(path: string): Promise<ContentBundle> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new InvalidContentError([`${path} cannot be read as JSON: ${(error as Error).message}`]);
  }
  return parseContentBundle(parsed);
}

/** Replaces all content in one transaction: a reader sees the old content or the new, never a mix. */
export async function loadContent(db: Executor, bundle: ContentBundle): Promise<void> {
  await db.transaction(async (tx) => replaceContent(tx, bundle));
}

/**
 * On the first start of an empty database, the sample content is loaded. Returns whether it was. Several
 * processes starting together on one new PostgreSQL seed it once: the check is repeated under a lock.
 */
export async function loadSampleContentIfEmpty(db: Executor): Promise<boolean> {
  if (await contentLoadedAt(db)) return false;
  const bundle = await readContentFile(sampleContentFile);
  return db.transaction(async (tx) => {
    await lockContentSeeding(tx);
    if (await contentLoadedAt(tx)) return false;
    await replaceContent(tx, bundle);
    return true;
  });
}
