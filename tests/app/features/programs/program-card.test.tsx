import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../i18n/locales';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';
import { ProgramCard, type ProgramCardData } from '../../../../app/features/programs/program-card';

const card: ProgramCardData = {
  productKey: 'FHA-loan',
  productName: 'Préstamo FHA',
  productSubtitle: 'Pago inicial bajo',
  shortDescription: 'Respaldado por la FHA.',
  highlight: 'Ideal para compradores primerizos',
};

const render = (program: ProgramCardData, locale: Locale = 'es') =>
  renderToString(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ProgramCard program={program} />
      </MemoryRouter>
    </LocaleProvider>,
  );

/** The texts of the elements marked lang="en", in their order. */
const inEnglish = (html: string) => [...html.matchAll(/<(\w+) lang="en"[^>]*>([^<]*)<\/\1>/g)].map((match) => match[2]);

describe('a program card on a Spanish page', () => {
  it('marks the one field shown in English, and nothing else', () => {
    const html = render({ ...card, productSubtitle: 'Low down payment', fallbackFields: ['productSubtitle'] });
    expect(html).toMatch(/<p lang="en" class="[^"]*">Low down payment<\/p>/);
    expect(html.match(/lang="/g)).toHaveLength(1);
  });

  it('marks an English name where it stands alone and inside the Spanish link text', () => {
    const html = render({ ...card, productName: 'FHA Loan', fallbackFields: ['productName'] });
    expect(inEnglish(html)).toEqual(['FHA Loan', 'FHA Loan']);
    expect(html).toMatch(/<h2 lang="en" [^>]*>FHA Loan<\/h2>/);
    expect(html).toContain('<span class="sr-only"> sobre <span lang="en">FHA Loan</span></span>');
  });

  it('marks only the content of a "best for" line, not its Spanish lead-in', () => {
    const html = render({ ...card, highlight: 'Best for first-time buyers', fallbackFields: ['highlight'] });
    expect(html).toContain('<span class="font-bold">Ideal para: </span><span lang="en">first-time buyers</span>');
    expect(inEnglish(html)).toEqual(['first-time buyers']);
  });

  it('marks nothing when every field is in Spanish, nor on an English page', () => {
    expect(render(card)).not.toContain('lang=');
    expect(render({ ...card, productName: 'FHA Loan', productSubtitle: 'Low down payment' }, 'en')).not.toContain('lang=');
  });
});
