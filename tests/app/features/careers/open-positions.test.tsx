import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OpenPosition } from '../../../../app/domain/content/content-types';
import type { PublicForm } from '../../../../app/domain/forms/form-types';
import { OpenPositions } from '../../../../app/features/careers';
import { prefillFromQuery, prefillQueryFor } from '../../../../app/features/forms';
import hiring from '../../../../definitions/forms/hiring.json';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';
import { sampleContent } from '../../../support/content-fixtures';

const form = hiring as unknown as PublicForm;
const positions = sampleContent().positions;
const render = (list: OpenPosition[]) =>
  renderToString(<OpenPositions positions={list} applyHref={(position) => `/opportunities?${prefillQueryFor(form, 'position', position.title)}#application`} onApply={() => {}} />);

describe('the open positions', () => {
  it('are cards with title, location, type, description and a link that applies for that position', () => {
    const html = render(positions);
    for (const position of positions) {
      expect(html).toContain(`>${position.title}</h3>`);
      expect(html).toContain(position.location);
      expect(html).toContain(position.employmentType);
    }
    expect(html.match(/Apply for this position/g)).toHaveLength(positions.length);
    expect(html).toContain('href="/opportunities?position=Loan+Officer#application"');
    expect(html).toContain('<span class="sr-only"> (Loan Processor)</span>');
    expect(html.match(/NMLS license required/g)).toHaveLength(positions.filter((position) => position.nmlsRequired).length);
  });

  it('speak Spanish on a Spanish page, the hidden position name kept in the link', () => {
    const html = renderToString(
      <LocaleProvider locale="es">
        <OpenPositions positions={positions} applyHref={() => '/es/opportunities#application'} onApply={() => {}} />
      </LocaleProvider>,
    );
    expect(html).toContain('Vacantes abiertas');
    expect(html.match(/Postularse a esta vacante/g)).toHaveLength(positions.length);
    expect(html).toContain('<span class="sr-only"> (Loan Processor)</span>');
    expect(html).not.toContain('Apply for this position');
  });

  it('say plainly when none is open', () => {
    const html = render([]);
    expect(html).toContain('We have no open positions right now.');
    expect(html).toContain('general application');
    expect(html).not.toContain('Apply for this position');
  });
});

describe("the hiring form's position prefill", () => {
  it('goes through the parameter the form names, and the prefill takes it back', () => {
    const query = prefillQueryFor(form, 'position', 'Marketing Coordinator')!;
    expect(query.toString()).toBe('position=Marketing+Coordinator');
    expect(prefillFromQuery(form, query)).toEqual({ position: 'Marketing Coordinator' });
  });

  it('is null for a field the form does not prefill', () => {
    expect(prefillQueryFor(form, 'email', 'x@example.com')).toBeNull();
    expect(prefillQueryFor({ ...form, uiSchema: {} }, 'position', 'Loan Officer')).toBeNull();
  });

  it('fits every sample position title (the field takes 80 characters)', () => {
    for (const position of positions) expect(prefillFromQuery(form, prefillQueryFor(form, 'position', position.title)!)).toEqual({ position: position.title });
  });
});
