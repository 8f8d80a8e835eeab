import { legalDocumentRoute } from '../features/legal/legal-route';

export const { handle, loader, Component } = legalDocumentRoute({
  key: 'disclosures',
  head: {
    en: { title: 'Disclosures', description: 'State licensing, NMLS and consumer disclosures of Harborpoint Mortgage.' },
    es: { title: 'Divulgaciones', description: 'Licencias estatales, NMLS y divulgaciones al consumidor de Harborpoint Mortgage.' },
  },
  errorSubject: 'disclosures',
});
