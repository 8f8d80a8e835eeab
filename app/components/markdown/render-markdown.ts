import { Marked, type Tokens } from 'marked';
import { localizedPath, type Locale } from '../../../i18n/locales';

/** http(s), mailto, tel, a fragment, or a path on this site: '/' not followed by '/' or '\' (browsers read '/\host' as '//host', another site). */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Markdown to HTML where no raw HTML passes: HTML blocks and inline tags are shown as text, and links
 * keep only http(s), mailto, tel and same-site targets. External links open in a new tab; a same-site
 * link leads to the page in the reader's language.
 */
const markedFor = (locale: Locale) => new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return label;
      const external = /^https?:/i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const target = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(external ? href : localizedPath(href, locale))}"${titleAttribute}${target}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!SAFE_HREF.test(href) || /^https?:/i.test(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
    },
  },
});

const instances = new Map<Locale, Marked>();

export function renderMarkdown(markdown: string, locale: Locale = 'en'): string {
  let marked = instances.get(locale);
  if (!marked) instances.set(locale, (marked = markedFor(locale)));
  return marked.parse(markdown) as string;
}
