/**
 * The site's languages. English lives at the root (`/agents`), Spanish under `/es` (`/es/agents`); every
 * page exists in both, with the same path after the prefix, so a page's twin is found by its path alone.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag used for `Intl` formatting and `<html lang>`: US English and US Spanish. */
export const intlTags: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in that language, as a language switch offers it. */
export const languageNames: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

const spanishPrefix = /^\/es(?=\/|$)/;

/** The language a path is served in: `/es` and below are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return spanishPrefix.test(pathname) ? 'es' : 'en';
}

/** The path without its language prefix: `/es/agents` -> `/agents`, `/es` -> `/`. */
export function unlocalizedPath(pathname: string): string {
  return pathname.replace(spanishPrefix, '') || '/';
}

/**
 * The same page in `locale`. Takes a path that may carry a query and a hash and may already be in
 * either language: `localizedPath('/agents?q=1', 'es')` -> `/es/agents?q=1`. Absolute URLs, protocol-
 * relative ones and anything not starting with '/' (mailto:, tel:, #anchors) are returned unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const bare = unlocalizedPath(pathname);
  if (locale === defaultLocale) return bare + rest;
  return (bare === '/' ? '/es' : `/es${bare}`) + rest;
}
