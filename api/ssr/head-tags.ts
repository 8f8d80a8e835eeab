import type { HeadData } from '../../app/entry-server';
import { defaultLocale, intlTags, localizedPath, locales, type Locale } from '../../i18n/locales';
import { jsonForScript } from '../../app/domain/json-for-script';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export { jsonForScript };

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + (pathOrUrl.startsWith('/') ? '' : '/') + pathOrUrl;
}

export interface HeadTagOptions {
  head: HeadData;
  title: string;
  origin: string;
  path: string;
  siteName: string;
  defaultImage: string;
  locale: Locale;
}

/** The document head of a page: title, description, canonical link, og: and twitter: tags, JSON-LD. */
export function headTags({ head, title, origin, path, siteName, defaultImage, locale }: HeadTagOptions): string {
  // A page's canonical is itself in its own language; its twins in the other languages are alternates.
  const page = head.canonicalPath ?? path;
  const url = absolute(origin, localizedPath(page, locale));
  const image = absolute(origin, head.image ?? defaultImage);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.noindex ? [] : alternateLinks(origin, page)),
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${intlTags[locale].replace('-', '_')}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** `hreflang` links to the page in every language, English doubling as the default for other languages. */
export function alternateLinks(origin: string, page: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(origin, localizedPath(page, locale)))}">`;
  return [...locales.map((locale) => link(locale, locale)), link('x-default', defaultLocale)];
}
