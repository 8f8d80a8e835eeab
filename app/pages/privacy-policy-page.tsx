import { legalDocumentRoute } from '../features/legal/legal-route';

export const { handle, loader, Component } = legalDocumentRoute({
  key: 'privacy-policy',
  head: {
    en: { title: 'Privacy Policy', description: 'How Harborpoint Mortgage collects, uses and protects your information, and how to have it removed.' },
    es: { title: 'Política de privacidad', description: 'Cómo Harborpoint Mortgage recopila, usa y protege su información, y cómo solicitar que se elimine.' },
  },
  errorSubject: 'privacyPolicy',
});
