import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, PublicForm } from '../../../../app/domain/forms/form-types';
import { initialFormData } from '../../../../app/features/forms/initial-form-data';
import { RjsfSchemaForm as SchemaForm } from '../../../../app/features/forms/rjsf-schema-form';
import { CREDIT_BANDS } from '../../../../app/domain/finance';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

const folder = join(import.meta.dirname, '../../../../definitions/forms');
const publicForm = (id: string): PublicForm => {
  const definition = JSON.parse(readFileSync(join(folder, `${id}.json`), 'utf8')) as FormDefinition;
  return { ...definition, hash: 'sha256-test', validatorUrl: `/api/forms/${id}/validator.mjs?v=sha256-test`, humanCheck: { provider: 'local' } };
};

const render = (form: PublicForm, data = initialFormData(form)) =>
  renderToString(
    <SchemaForm form={form} formData={data} onChange={() => undefined} onValidSubmit={() => undefined}>
      {() => <button type="submit">Send</button>}
    </SchemaForm>,
  );

describe('forms render on the server (rjsf under renderToString)', () => {
  it.each(['brokered-rate', 'hiring', 'information-removal'])('%s: every field with its label, ids under the form id, no #root clash', (id) => {
    const form = publicForm(id);
    const html = render(form);
    expect(html).not.toContain('id="root"');
    for (const [name, property] of Object.entries(form.schema.properties ?? {})) {
      const ui = form.uiSchema[name] as { 'ui:widget': string };
      expect(html).toContain(`id="${id}_${name}"`);
      if (ui['ui:widget'] !== 'hidden' && ui['ui:widget'] !== 'checkbox') expect(html).toContain(`for="${id}_${name}"`);
      expect(typeof property).toBe('object');
    }
    expect(html).not.toMatch(/aria-describedby="[^"]*__error/);
  });

  it('lays the brokered-rate form out in its four sections, switching the loan-type fields', () => {
    const form = publicForm('brokered-rate');
    const purchase = render(form, initialFormData(form, { loanType: 'purchase' }));
    expect([...purchase.matchAll(/<legend[^>]*>([^<]+)<\/legend>/g)].map((match) => match[1])).toEqual(['Contact', 'Property &amp; Loan', 'Financial Details', 'Preferences']);
    expect(purchase).toContain('id="brokered-rate_propertyPrice"');
    expect(purchase).not.toContain('id="brokered-rate_propertyValue"');
    expect(purchase).not.toContain('id="brokered-rate_realtorName"');
    const refinance = render(form, initialFormData(form, { loanType: 'refinance' }));
    expect(refinance).toContain('id="brokered-rate_propertyValue"');
    expect(refinance).toContain('id="brokered-rate_cashOutAmount"');
    expect(refinance).not.toContain('id="brokered-rate_propertyPrice"');
    expect(render(form, initialFormData(form, { loanType: 'purchase', realtor: true }))).toContain('id="brokered-rate_realtorName"');
  });

  it('starts smsOptOut true with its consent box unticked, and leaves yes/no and confirmations unanswered', () => {
    const brokered = publicForm('brokered-rate');
    expect(initialFormData(brokered, { loanType: 'purchase' })).toEqual({ smsOptOut: true, loanType: 'purchase' });
    expect(render(brokered)).not.toMatch(/id="brokered-rate_smsOptOut"[^>]*checked/);
    const removal = publicForm('information-removal');
    expect(initialFormData(removal)).toEqual({});
  });

  it('shows the credit score in the shared bands, the additional info box with 4 rows', () => {
    const html = render(publicForm('brokered-rate'));
    for (const { label } of CREDIT_BANDS) expect(html).toContain(`>${label}</option>`);
    expect(html).toMatch(/<textarea[^>]*id="brokered-rate_additionalInfo"[^>]*rows="4"|<textarea[^>]*rows="4"[^>]*id="brokered-rate_additionalInfo"/);
  });
});

describe('the widgets’ own words follow the page’s language', () => {
  const renderIn = (locale: 'en' | 'es', form: PublicForm, data: Record<string, unknown>) =>
    renderToString(
      <LocaleProvider locale={locale}>
        <SchemaForm form={form} formData={initialFormData(form, data)} onChange={() => undefined} onValidSubmit={() => undefined}>
          {() => null}
        </SchemaForm>
      </LocaleProvider>,
    );

  it('the select prompt and the yes/no labels', () => {
    const form = publicForm('brokered-rate');
    const english = renderIn('en', form, { loanType: 'purchase' });
    expect(english).toContain('>Select...</option>');
    expect(english).toMatch(/<input[^>]*type="radio"[^>]*\/>Yes<\/label>/);
    const spanish = renderIn('es', form, { loanType: 'purchase' });
    expect(spanish).toContain('>Seleccione...</option>');
    expect(spanish).toMatch(/<input[^>]*type="radio"[^>]*\/>Sí<\/label>/);
    expect(spanish).not.toContain('Select...');
  });

  it('the file chooser, drawn by the page rather than the browser', () => {
    const form = publicForm('hiring');
    expect(renderIn('en', form, {})).toContain('>Choose file</label>');
    const spanish = renderIn('es', form, {});
    expect(spanish).toContain('>Elegir archivo</label>');
    expect(spanish).toContain('Ningún archivo seleccionado');
    expect(renderIn('es', form, { resume: { name: 'cv.pdf', size: 10, type: 'application/pdf' } })).toContain('Archivo seleccionado: cv.pdf');
  });
});
