import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../../chrome/breadcrumbs/breadcrumbs';
import { pageHandle } from '../../site/head';
import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { loadLegalDocument } from './legal-document-loader';
import type { LegalSubject } from './legal-document-error';
import { LegalDocumentPage } from './legal-document-page';

/** The route module of a legal document page: its head, the document's loader, and the page under breadcrumbs. */
export function legalDocumentRoute({ key, head, errorSubject }: { key: string; head: Record<Locale, { title: string; description: string }>; errorSubject: LegalSubject }) {
  const loader = loadLegalDocument(key);
  function Component() {
    const { document, loadError } = useLoaderData<typeof loader>();
    const title = head[useLocale()].title;
    return (
      <>
        <Breadcrumbs className="mx-auto max-w-4xl px-4 pt-8 -mb-8" />
        <LegalDocumentPage title={title} errorSubject={errorSubject} document={document} loadError={loadError} />
      </>
    );
  }
  return { handle: pageHandle(head), loader, Component };
}
