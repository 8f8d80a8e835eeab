import { useMemo } from 'react';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { renderMarkdown } from './render-markdown';

export function Markdown({ source, className }: { source: string; className?: string }) {
  const locale = useLocale();
  const html = useMemo(() => renderMarkdown(source, locale), [source, locale]);
  return <div className={className ?? 'prose-content'} dangerouslySetInnerHTML={{ __html: html }} />;
}
