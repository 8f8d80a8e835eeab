import type { ElementType, ReactNode } from 'react';
import type { RichTextBlockType, RichTextElement, RichTextNode, RichTextText } from '../../domain/content/content-types';
import { localizedPath, type Locale } from '../../../i18n/locales';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { richTextText } from './messages';

/** The page's language, and the renderer's own words in it. */
interface Labels {
  locale: Locale;
  opensInNewTab: string;
  table: string;
  /** The `lang` of the renderer's own words inside a document in another language than the page's. */
  ownLang?: Locale;
}

/** As for markdown links: '/\host' is '//host' to a browser, another site. */
const SAFE_URI = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

function renderText(node: RichTextText, key: number): ReactNode {
  let element: ReactNode = node.value;
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') element = <strong>{element}</strong>;
    else if (mark.type === 'italic') element = <em>{element}</em>;
    else if (mark.type === 'underline') element = <u>{element}</u>;
    else if (mark.type === 'code') element = <code>{element}</code>;
  }
  return <span key={key}>{element}</span>;
}

function plainText(node: RichTextNode): string {
  return node.nodeType === 'text' ? node.value : (node.content ?? []).map(plainText).join('');
}

/** A table is named by the heading just before it, else by its header cells, for its scrolling region's label. */
function tableLabel(siblings: RichTextNode[], index: number, labels: Labels): string {
  for (let before = index - 1; before >= 0; before--) {
    const sibling = siblings[before]!;
    if (sibling.nodeType.startsWith('heading-')) return plainText(sibling).trim();
    if (sibling.nodeType === 'table') break;
  }
  const table = siblings[index] as RichTextElement;
  const headerCells = (table.content?.[0] as RichTextElement | undefined)?.content ?? [];
  return headerCells.map((cell) => plainText(cell).trim()).filter(Boolean).join(', ') || labels.table;
}

function renderChildren(node: RichTextElement, labels: Labels): ReactNode[] {
  const children = node.content ?? [];
  return children.map((child, index) =>
    child.nodeType === 'table' ? renderTable(child, index, tableLabel(children, index, labels), labels) : renderNode(child, index, labels),
  );
}

/** Wide tables scroll inside a labelled region that keyboard users can focus and scroll with the arrow keys. */
function renderTable(node: RichTextElement, key: number, label: string, labels: Labels): ReactNode {
  return (
    <div key={key} className="rt-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table>
        <tbody>{renderChildren(node, labels)}</tbody>
      </table>
    </div>
  );
}

function renderLink(node: RichTextElement, key: number, labels: Labels): ReactNode {
  const uri = node.data?.uri ?? '';
  if (!SAFE_URI.test(uri)) return <span key={key}>{renderChildren(node, labels)}</span>;
  return (
    <a key={key} href={localizedPath(uri, labels.locale)} target="_blank" rel="noopener noreferrer">
      {renderChildren(node, labels)}
      <span className="sr-only" lang={labels.ownLang}>
        {labels.opensInNewTab}
      </span>
    </a>
  );
}

/**
 * Node types that render as one element around their children, and nothing else. A Map, not an object:
 * node types come from the content, where 'constructor' or '__proto__' must find nothing.
 */
const PLAIN_ELEMENTS: ReadonlyMap<string, ElementType> = new Map(
  Object.entries({
    document: 'div',
    paragraph: 'p',
    'heading-2': 'h2',
    'heading-3': 'h3',
    'heading-4': 'h4',
    'heading-5': 'h5',
    'heading-6': 'h6',
    'unordered-list': 'ul',
    'ordered-list': 'ol',
    'list-item': 'li',
    blockquote: 'blockquote',
    'table-row': 'tr',
    'table-cell': 'td',
  } satisfies Partial<Record<RichTextBlockType, ElementType>>),
);

function renderNode(node: RichTextNode, key: number, labels: Labels): ReactNode {
  if (node.nodeType === 'text') return renderText(node, key);
  const Element = PLAIN_ELEMENTS.get(node.nodeType);
  if (Element) return <Element key={key}>{renderChildren(node, labels)}</Element>;
  switch (node.nodeType) {
    case 'heading-1':
      return <h2 key={key} className="rt-h1">{renderChildren(node, labels)}</h2>;
    case 'hr':
      return <hr key={key} />;
    case 'table':
      return renderTable(node, key, labels.table, labels);
    case 'table-header-cell':
      return <th key={key} scope="col">{renderChildren(node, labels)}</th>;
    case 'hyperlink':
      return renderLink(node, key, labels);
    default:
      return null;
  }
}

export function hasRichTextContent(document: RichTextElement | null | undefined): boolean {
  return Boolean(document?.content?.length);
}

/**
 * Renders the CMS's rich-text model as React elements: nothing is injected as HTML, links keep only safe
 * targets and open in a new tab. The page's one <h1> is its title, so the document's heading-1 renders as <h2>.
 * `lang`: the document's language when it is not the page's (shown in English for want of a translation).
 */
export function RichText({ document, lang }: { document: RichTextElement; lang?: string }) {
  const t = useText(richTextText);
  const locale = useLocale();
  const ownLang = lang && lang !== locale ? locale : undefined;
  const labels: Labels = { locale, opensInNewTab: t('opensInNewTab'), table: t('table'), ...(ownLang ? { ownLang } : {}) };
  return (
    <div className="rich-text" lang={lang}>
      {renderChildren(document, labels)}
    </div>
  );
}
