import { useLoaderData } from 'react-router-dom';
import { loadLegalDocument } from '../features/legal/legal-document-loader';
import { LegalDocumentPage } from '../features/legal/legal-document-page';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Privacy Policy',
    description: 'How Harborpoint Mortgage collects, uses and protects your information, and how to have it removed.',
  },
};

export const loader = loadLegalDocument('privacy-policy');

export function Component() {
  const { document } = useLoaderData<typeof loader>();
  return <LegalDocumentPage title="Privacy Policy" errorSubject="privacy policy" document={document} />;
}
