import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the browser build (vite.config.ts aliases `markdown-to-jsx/react` here).
 * @rjsf/core only renders markdown when a ui:options flag turns it on, which the form schema refuses, and
 * in its own developer error panels; the parser would otherwise be about a quarter of the form pages'
 * JavaScript. Texts are shown as written.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
