import { questionsLoaded, type Flow } from '../../../engine';
import { httpSiteApi } from '../../data/http-site-api';
import type { FlowDefinition } from '../../data/site-api';
import { documentLocale } from '../../data/document-locale';
import { defaultLocale } from '../../../i18n/locales';

const loaded = new Map<string, FlowDefinition>();
/** The studio preview link the page was opened with: flows are then the draft's, and no lead is sent. */
let previewToken: string | null = null;

export function setPreview(token: string | null | undefined): void {
  previewToken = token || null;
}

export const isPreview = (): boolean => previewToken !== null;

/** Whether a served definition can drive a funnel: an object with a non-empty question list. */
export function usableFlow(definition: FlowDefinition | null | undefined): definition is FlowDefinition {
  const flow = definition?.flow as Partial<Flow> | undefined;
  return typeof flow === 'object' && flow !== null && typeof definition?.version === 'string' && questionsLoaded(flow.questions).length === 0;
}

/** Keeps the definition the page's loader preloaded (server render), so choosing that type fetches nothing. */
export function rememberFlow(entryPath: string, definition: FlowDefinition | null | undefined): void {
  if (usableFlow(definition)) loaded.set(entryPath, definition);
}

/**
 * A flow definition from `GET /api/flows/:entryPath` (once per page visit, unless `fresh` asks for the
 * server's current version again; `version` asks for a variant of the flow's running experiment), or
 * null when it cannot be used: a failed request, an unknown entry path, a version no longer served or an
 * empty question list. Never throws.
 */
export async function loadFlow(entryPath: string, options: { fresh?: boolean; version?: string } = {}): Promise<FlowDefinition | null> {
  const key = options.version ? `${entryPath}@${options.version}` : entryPath;
  const known = loaded.get(key);
  if (known && !options.fresh) return known;
  try {
    // An English page asks as it always did (no `lang`): the same URL, the same cached answer.
    const language = documentLocale() === defaultLocale ? {} : { lang: documentLocale() };
    const definition = await httpSiteApi.flow(entryPath, previewToken ? { preview: previewToken, ...language } : options.version ? { version: options.version, ...language } : language);
    if (!usableFlow(definition)) return null;
    loaded.set(key, definition);
    return definition;
  } catch {
    return null;
  }
}
