import { Marked, type Tokens } from 'marked';

/** http(s), mailto, tel, a fragment, or a path on this site: '/' not followed by '/' or '\' (browsers read '/\host' as '//host', another site). */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Markdown to HTML where no raw HTML passes: HTML blocks and inline tags are shown as text, and links
 * keep only http(s), mailto, tel and same-site targets. External links open in a new tab.
 */
const marked = new Marked({
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
      return `<a href="${escapeHtml(href)}"${titleAttribute}${target}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!SAFE_HREF.test(href) || /^https?:/i.test(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}
