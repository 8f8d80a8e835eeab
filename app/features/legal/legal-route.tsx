import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../../chrome/breadcrumbs/breadcrumbs';
import { pageHandle } from '../../site/head';
import { loadLegalDocument } from './legal-document-loader';
import { LegalDocumentPage } from './legal-document-page';

/** The route module of a legal document page: its head, the document's loader, and the page under breadcrumbs. */
export function legalDocumentRoute({ key, title, description, errorSubject }: { key: string; title: string; description: string; errorSubject: string }) {
  const loader = loadLegalDocument(key);
  function Component() {
    const { document, loadError } = useLoaderData<typeof loader>();
    return (
      <>
        <Breadcrumbs className="mx-auto max-w-4xl px-4 pt-8 -mb-8" />
        <LegalDocumentPage title={title} errorSubject={errorSubject} document={document} loadError={loadError} />
      </>
    );
  }
  return { handle: pageHandle(title, description), loader, Component };
}
