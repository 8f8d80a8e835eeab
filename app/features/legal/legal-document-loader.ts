import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiFrom } from '../../data/site-api';

/**
 * On the server the document is awaited so the first view is complete HTML; in the browser the promise is
 * returned so navigation is instant and the page shows its loading state.
 */
export function loadLegalDocument(disclosureKey: string) {
  return async ({ context }: LoaderFunctionArgs) => {
    const request = siteApiFrom(context).disclosure(disclosureKey);
    return { document: import.meta.env.SSR ? await request : request };
  };
}
