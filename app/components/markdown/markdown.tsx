import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={className ?? 'prose-content'} dangerouslySetInnerHTML={{ __html: html }} />;
}
