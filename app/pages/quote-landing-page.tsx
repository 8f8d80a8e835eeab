import { funnelRoute } from '../features/funnels/funnel-loader';
import { QuoteFunnel } from '../features/quote/quote-funnel';

export const { handle, loader, shouldRevalidate, Component } = funnelRoute({
  variant: 'questionnaire',
  brand: 'quote',
  head: {
    en: {
      title: 'Get Your Quote',
      description: 'Answer a few quick questions and a mortgage specialist will call you within 24 hours. No SSN required.',
    },
    es: {
      title: 'Obtenga su cotización',
      description: 'Responda unas preguntas rápidas y un especialista hipotecario se comunicará con usted por teléfono en un plazo de 24 horas. Sin número de Seguro Social.',
    },
  },
  Funnel: QuoteFunnel,
});
