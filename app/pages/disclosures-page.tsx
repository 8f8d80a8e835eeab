import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../chrome/breadcrumbs/breadcrumbs';
import { loadLegalDocument } from '../features/legal/legal-document-loader';
import { LegalDocumentPage } from '../features/legal/legal-document-page';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Disclosures',
    description: 'State licensing, NMLS and consumer disclosures of Harborpoint Mortgage.',
  },
};

export const loader = loadLegalDocument('disclosures');

export function Component() {
  const { document } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs className="mx-auto max-w-4xl px-4 pt-8 -mb-8" />
      <LegalDocumentPage title="Disclosures" errorSubject="disclosures" document={document} />
    </>
  );
}
