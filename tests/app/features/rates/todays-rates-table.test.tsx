import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../api/config/project-root';
import type { ContentBundle } from '../../../../app/domain/content/content-types';
import { LOAN_TYPE_CODES } from '../../../../app/domain/finance/index';
import { TodaysRatesTable } from '../../../../app/features/rates';
import { todaysRates } from '../../../../app/features/rates/todays-rates';
import type { Locale } from '../../../../i18n/locales';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

const bundle = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as ContentBundle;
const combined = { dailyRates: bundle.dailyRates, asOf: '2026-11-24T14:30:00.000Z' };
const fha = todaysRates({ combined, aprFees: bundle.aprFees, loanType: LOAN_TYPE_CODES.fha, programLabel: 'FHA' })!;
const conventional = todaysRates({ combined, aprFees: bundle.aprFees, loanType: LOAN_TYPE_CODES.conventional, programLabel: 'Conventional' })!;

function text(rates: typeof fha, locale: Locale): string {
  const html = renderToString(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <TodaysRatesTable rates={rates} />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe("today's rates in each language", () => {
  it('reads in English as before', () => {
    const english = text(fha, 'en');
    for (const expected of [
      'Today’s FHA rates', 'As of Nov 24, 2026', 'financed upfront fee of $5,250 and the monthly mortgage insurance.', 'credit score of 780 or higher',
      'Get my brokered rate for a 30yr Fixed purchase',
    ]) expect(english).toContain(expected);
    expect(english).toMatch(/30yr Fixed: \$[\d,]+ in lender fees and \d\.\d{3} points/);
  });

  it('reads in Spanish, figures in US format', () => {
    const spanish = text(fha, 'es');
    for (const expected of [
      'Tasas FHA de hoy', 'Vigentes al 24 nov 2026', '(hora del Este)', 'Fija a 30 años', 'cargo inicial financiado de $5,250 y el seguro hipotecario mensual.',
      'préstamo FHA de $300,000', 'Obtener mi tasa : Fija a 30 años, compra',
    ]) expect(spanish).toContain(expected);
    expect(spanish).not.toMatch(/\b(rates|payment|Points|Loan|Rate|lender fees)\b/);
    expect(text(conventional, 'es')).toContain('Tasas convencionales de hoy');
    expect(text(conventional, 'es')).toContain('un préstamo convencional de $300,000');
  });
});
