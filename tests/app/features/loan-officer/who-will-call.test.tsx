import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../i18n/locales';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';
import { RoutedOfficerContext } from '../../../../app/features/loan-officer';
import { WhoWillCall } from '../../../../app/features/loan-officer/who-will-call';
import type { LoanOfficerCard } from '../../../../app/domain/lead-receipt';

const officer: LoanOfficerCard = {
  brokerKey: 'ana-ruiz',
  name: 'Ana Ruiz',
  title: 'Loan Officer',
  nmlsId: '1000000',
  phoneNumber: '(248) 555-0100',
  photoUrl: '',
  meetingLink: 'https://meet.example.com/ana',
};

const render = (locale: Locale, card: LoanOfficerCard | null, haveReady?: readonly string[]) =>
  renderToString(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <RoutedOfficerContext.Provider value={card}>
          <WhoWillCall haveReady={haveReady} />
        </RoutedOfficerContext.Provider>
      </MemoryRouter>
    </LocaleProvider>,
  );

describe('who will call, under a thank-you', () => {
  it('reads in English by default', () => {
    const html = render('en', officer);
    for (const expected of [
      'Who will call you', 'Call (248) 555-0100', 'Book a call<span class="sr-only"> (opens in a new tab)</span>', 'Your yearly income and your monthly debt payments, roughly',
    ]) expect(html).toContain(expected);
  });

  it('reads in Spanish on a Spanish page, the routed officer or the team', () => {
    const html = render('es', officer);
    for (const expected of [
      '¿Quién lo llamará?', 'Llamar al (248) 555-0100', 'Agendar una llamada<span class="sr-only"> (se abre en una pestaña nueva)</span>', 'Próximos pasos', 'Qué tener a la mano',
    ]) expect(html).toContain(expected);
    expect(html).not.toMatch(/Who will call|What happens next|What to have ready|Book a call|pay stubs/);
    expect(render('es', null)).toContain('Un oficial de préstamos con licencia de Harborpoint Mortgage (NMLS #');
  });

  it('marks the officer’s title English when it has no Spanish version, and only then', () => {
    expect(render('es', { ...officer, fallbackFields: ['title'] })).toMatch(/<p lang="en" class="[^"]*">Loan Officer<\/p>/);
    expect(render('es', { ...officer, title: 'Oficial de préstamos' })).not.toContain('lang="en"');
  });

  it('shows the list a funnel gives instead of its own', () => {
    const html = render('es', null, ['Su DD-214']);
    expect(html).toContain('Su DD-214');
    expect(html).not.toContain('talones de pago');
  });
});
