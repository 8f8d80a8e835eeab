import type { LoaderFunctionArgs } from 'react-router-dom';
import type { DisclosureDocument } from '../../domain/content/content-types';
import { siteApiFrom } from '../../data/site-api';
import { documentLoadError, type DocumentLoadError } from './legal-document-error';

/**
 * On the server the document is awaited so the first view is complete HTML; a failure there becomes the
 * page's error line (its status, as plain data the browser hydrates from) rather than the site's error
 * page. In the browser the promise is returned so navigation is instant and the page shows its loading state.
 */
export function loadLegalDocument(disclosureKey: string) {
  return async ({ context }: LoaderFunctionArgs): Promise<{ document: DisclosureDocument | null | Promise<DisclosureDocument | null>; loadError: DocumentLoadError | null }> => {
    const request = siteApiFrom(context).disclosure(disclosureKey);
    if (!import.meta.env.SSR) return { document: request, loadError: null };
    try {
      return { document: await request, loadError: null };
    } catch (error) {
      return { document: null, loadError: documentLoadError(error) };
    }
  };
}
