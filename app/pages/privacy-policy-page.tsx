import { legalDocumentRoute } from '../features/legal/legal-route';

export const { handle, loader, Component } = legalDocumentRoute({
  key: 'privacy-policy',
  title: 'Privacy Policy',
  description: 'How Harborpoint Mortgage collects, uses and protects your information, and how to have it removed.',
  errorSubject: 'privacy policy',
});
