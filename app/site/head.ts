import { company } from '../domain/company';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { headText } from './messages';

/** What a page puts in the document head: title, description and the social-preview image. */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute path or URL of the og:/twitter: image. */
  image?: string | null;
  type?: 'website' | 'profile' | 'article';
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown>;
  /** Path of the canonical URL, when it differs from the request's (without the language prefix). */
  canonicalPath?: string;
  noindex?: boolean;
  /** The home page: its document title leads with the company's name. */
  home?: boolean;
}

/** A route handle's head: one for every language, or one built from the language. */
export type LocalizedHead = Record<Locale, HeadData>;

export function defaultDescription(locale: Locale): string {
  return headText.text(locale, 'defaultDescription');
}

export function documentTitle(head: Pick<HeadData, 'title' | 'home'>, locale: Locale): string {
  return head.home
    ? headText.text(locale, 'homeDocumentTitle', { company: company.name })
    : headText.text(locale, 'pageDocumentTitle', { title: head.title, company: company.name });
}

interface MatchLike {
  data?: unknown;
  loaderData?: unknown;
  handle?: unknown;
}

function isLocalizedHead(value: unknown): value is LocalizedHead {
  return Boolean(value && typeof value === 'object' && Object.keys(value).every(isLocale) && defaultLocale in value);
}

function headIn(value: unknown, locale: Locale): HeadData | null {
  if (!value || typeof value !== 'object') return null;
  return isLocalizedHead(value) ? value[locale] : (value as HeadData);
}

/**
 * The deepest match that names head data wins: a loader's `head`, else the route handle's (one head per
 * language). A route error (a 404 from a loader) gives the Not Found page's head.
 */
export function headFromMatches(matches: readonly MatchLike[], errors: Record<string, unknown> | null | undefined, locale: Locale): HeadData {
  if (errors && Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0] as { status?: number } | undefined;
    return first?.status === 404 ? notFoundHead[locale] : errorHead(locale);
  }
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    const fromData = (match.loaderData ?? match.data) as { head?: unknown } | undefined;
    const loaded = fromData && typeof fromData === 'object' ? headIn(fromData.head, locale) : null;
    if (loaded) return loaded;
    const fromHandle = headIn((match.handle as { head?: unknown } | undefined)?.head, locale);
    if (fromHandle) return fromHandle;
  }
  return { title: company.name, description: defaultDescription(locale) };
}

const notFound = (locale: Locale): HeadData => ({
  title: headText.text(locale, 'notFoundTitle'),
  description: headText.text(locale, 'notFoundDescription'),
  noindex: true,
});

export const notFoundHead: LocalizedHead = { en: notFound('en'), es: notFound('es') };

const errorHead = (locale: Locale): HeadData => ({ title: headText.text(locale, 'errorTitle'), description: defaultDescription(locale), noindex: true });

/** A route's handle naming its page's title and description in every language. */
export function pageHandle(texts: Record<Locale, { title: string; description: string }>): { head: LocalizedHead } {
  return { head: { en: { ...texts.en }, es: { ...texts.es } } };
}
