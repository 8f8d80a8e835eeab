import { useLoaderData } from 'react-router-dom';
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
  return <LegalDocumentPage title="Disclosures" errorSubject="disclosures" document={document} />;
}
