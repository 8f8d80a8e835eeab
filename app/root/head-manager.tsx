import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useMatches } from 'react-router-dom';
import { useLocale } from '../../renderers/i18n/locale-context';
import { documentTitle, headFromMatches } from '../site/head';

/**
 * Keeps the document head in step on client-side navigation. The server writes the first page's head
 * into the HTML itself (a <title> rendered here would land inside #root).
 */
export function HeadManager() {
  const matches = useMatches();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const locale = useLocale();
  const head = headFromMatches(matches, routerState?.errors, locale);
  useEffect(() => {
    const title = documentTitle(head, locale);
    document.title = title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', head.description);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', head.description);
  }, [head, locale]);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  const element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element) element.content = content;
}
