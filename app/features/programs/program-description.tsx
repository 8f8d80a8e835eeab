import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSitePath } from '../../../engine';
import { localizedPath } from '../../../i18n/locales';

/** Typography for the program's description (rendered from markdown by render-markdown.ts, which lets no raw HTML through). */
const proseClass = [
  'text-[1.0625rem] leading-relaxed text-slate-700',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-brand-900 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-teal-700 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left',
].join(' ');

/** The program's description (`lang` when it is not in the page's language). Links within the site navigate without reloading the page. */
export function ProgramDescription({ html, lang }: { html: string; lang?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !isSitePath(href)) return;
    event.preventDefault();
    // The link names the page in the reader's language ('/es/...'); the router adds that prefix itself.
    navigate(localizedPath(href, 'en'));
  };
  return <div lang={lang} className={proseClass} data-program-description onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
