import { useLoaderData } from 'react-router-dom';
import { Breadcrumbs } from '../chrome/breadcrumbs/breadcrumbs';
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
  return (
    <>
      <Breadcrumbs className="mx-auto max-w-4xl px-4 pt-8 -mb-8" />
      <LegalDocumentPage title="Privacy Policy" errorSubject="privacy policy" document={document} />
    </>
  );
}
