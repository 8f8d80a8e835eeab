import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../i18n/locales';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';
import { BrokerStates } from '../../../../app/features/brokers/broker-states';
import { DirectoryCard, toDirectoryBroker } from '../../../../app/features/brokers/directory-card';
import { DirectoryFilters } from '../../../../app/features/brokers/directory-filters';
import { noFilters } from '../../../../app/features/brokers/broker-filters';
import { FilterChips } from '../../../../app/features/brokers/filter-chips';
import { brokersText } from '../../../../app/features/brokers/messages';
import { broker } from './broker-fixture';

const ana = { ...broker('ana-ruiz', { firstName: 'Ana', lastName: 'Ruiz', states: ['TX', 'FL'] }), languages: ['en', 'es'] };
const filters = { ...noFilters, name: 'Ana', state: 'TX', language: 'es' };

function render(locale: Locale) {
  return renderToString(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <DirectoryFilters filters={filters} expertise={['FHA Loans']} onChange={() => {}} onOpenDrawer={() => {}} onDrawerIntent={() => {}} />
        <FilterChips filters={filters} onRemove={() => {}} onReset={() => {}} />
        <ul>
          <DirectoryCard broker={toDirectoryBroker(ana)} eager />
        </ul>
        <BrokerStates broker={ana} />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

/** Texts of these components without placeholders: none may be left in English on a Spanish page. */
const staticKeys = [
  'filters.formLabel', 'filters.name', 'filters.namePlaceholder', 'filters.search', 'filters.expertise', 'filters.anyExpertise',
  'filters.state', 'filters.allStates', 'filters.open', 'chips.heading', 'resetAll', 'card.licensedIn',
  'states.heading', 'states.licensed', 'states.notLicensed',
] as const;
const englishOnly = staticKeys.map((key) => brokersText.text('en', key));

describe("the directory's filters, chips, card and a profile's states", () => {
  it('read in English by default, with the "Speaks Spanish" checkbox kept as ?language=es', () => {
    const html = renderToString(
      <MemoryRouter>
        <DirectoryFilters filters={filters} expertise={[]} onChange={() => {}} onOpenDrawer={() => {}} onDrawerIntent={() => {}} />
        <ul>
          <DirectoryCard broker={toDirectoryBroker(ana)} eager />
        </ul>
      </MemoryRouter>,
    );
    expect(html).toMatch(/<input type="checkbox"[^>]* name="language" checked="" value="es"\/>/);
    expect(html).toContain('Speaks Spanish');
    expect(html).toContain('Speaks English and Spanish');
    expect(html).toContain('action="/agents"');
  });

  it('read in Spanish on a Spanish page, with no English text left', () => {
    const html = render('es');
    for (const expected of [
      'Habla español', 'Habla inglés y español', 'Con licencia en', 'Quitar el filtro', 'Ana tiene licencia en 2 estados.', 'action="/es/agents"',
    ]) expect(html).toContain(expected);
    for (const text of englishOnly) expect(html, text).not.toContain(text);
    expect(html).not.toMatch(/Speaks|Licensed|Portrait of|Call Ana/);
  });

  it('say English for a broker whose content names no language', () => {
    const html = renderToString(
      <LocaleProvider locale="es">
        <MemoryRouter>
          <ul>
            <DirectoryCard broker={toDirectoryBroker(broker('ben'))} eager={false} />
          </ul>
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(html).toContain('Habla inglés');
  });
});
