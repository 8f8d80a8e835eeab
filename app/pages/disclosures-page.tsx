import { legalDocumentRoute } from '../features/legal/legal-route';

export const { handle, loader, Component } = legalDocumentRoute({
  key: 'disclosures',
  title: 'Disclosures',
  description: 'State licensing, NMLS and consumer disclosures of Harborpoint Mortgage.',
  errorSubject: 'disclosures',
});
