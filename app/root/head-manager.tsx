import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useMatches } from 'react-router-dom';
import { documentTitle, headFromMatches } from '../site/head';

/**
 * Keeps the document head in step on client-side navigation. The server writes the first page's head
 * into the HTML itself (a <title> rendered here would land inside #root).
 */
export function HeadManager() {
  const matches = useMatches();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const head = headFromMatches(matches, routerState?.errors);
  useEffect(() => {
    document.title = documentTitle(head.title);
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', documentTitle(head.title));
    setMeta('property', 'og:description', head.description);
    setMeta('name', 'twitter:title', documentTitle(head.title));
    setMeta('name', 'twitter:description', head.description);
  }, [head.title, head.description]);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  const element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element) element.content = content;
}
