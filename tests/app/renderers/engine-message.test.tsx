import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, CONTACT_MESSAGES, formatMessage, LEAD_MESSAGES, LEAD_REFUSAL_MESSAGES, MORTGAGE_BALANCE_MESSAGE, validateAnswer, validateContact, type Question } from '../../../engine';
import { LocaleProvider } from '../../../renderers/i18n/locale-context';
import { engineMessageKey, localizeEngineMessage, rendererFor, UnknownQuestionRenderer } from '../../../renderers/questions';
import { questionText } from '../../../renderers/questions/messages';

const engineTables = {
  answer: ANSWER_MESSAGES,
  contact: CONTACT_MESSAGES,
  lead: LEAD_MESSAGES,
  refusal: LEAD_REFUSAL_MESSAGES,
} as const;

describe("the engine's messages in the page's language", () => {
  it('has a catalog entry, written as the engine writes it in English, for every engine message', () => {
    for (const [prefix, table] of Object.entries(engineTables)) {
      for (const [code, text] of Object.entries(table)) {
        const key = `${prefix}.${code}` as (typeof questionText.keys)[number];
        expect(questionText.keys).toContain(key);
        const values = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, `<${name}>`]));
        expect(questionText.text('en', key, values)).toBe(formatMessage(text, values));
        // Two codes may share an English text (currencyMax, atMost): then they share the Spanish too.
        expect(localizeEngineMessage(formatMessage(text, values), 'es')).toBe(questionText.text('es', key, values));
      }
    }
    expect(questionText.text('en', 'mortgageBalance')).toBe(MORTGAGE_BALANCE_MESSAGE);
  });

  it('recognises a filled template and gives its values', () => {
    const message = formatMessage(ANSWER_MESSAGES.currencyMin, { min: '$1,000' });
    expect(engineMessageKey(message)).toEqual({ key: 'answer.currencyMin', values: { min: '$1,000' } });
    expect(localizeEngineMessage(message, 'es')).toBe('La cantidad debe ser de al menos $1,000');
    expect(localizeEngineMessage(message, 'en')).toBe(message);
  });

  it("leaves a definition's own text (already in the flow's language) as it is", () => {
    expect(localizeEngineMessage('Su pago inicial no puede ser mayor que $500,000.', 'es')).toBe('Su pago inicial no puede ser mayor que $500,000.');
    expect(localizeEngineMessage(null, 'es')).toBeNull();
  });

  it('translates what the engine answers for a question and the contact step', () => {
    const zip: Question = { title: 'ZIP?', component: 1, questionData: { type: 'zipcode' } };
    const refused = validateAnswer(zip, '12');
    expect(refused.ok).toBe(false);
    expect(localizeEngineMessage(refused.ok ? '' : refused.message, 'es')).toBe('El código postal debe tener 5 dígitos');
    const contact = validateContact({ fullName: '', email: 'x', phoneNumber: '1' });
    expect(localizeEngineMessage(contact.errors.fullName, 'es')).toBe('Escriba su nombre completo.');
    expect(localizeEngineMessage(contact.errors.phoneNumber, 'es')).toBe('Ingrese un número de teléfono válido de EE. UU.');
  });

  it('shows the message under a question and the unknown renderer in Spanish inside a Spanish page', () => {
    const question: Question = { title: '¿Precio?', component: 1, questionData: { type: 'slider' } };
    const Renderer = rendererFor(question, { variant: 'questionnaire' });
    const props = { question, value: '', onChange: () => undefined, onCommit: () => undefined, onBlur: () => undefined, error: ANSWER_MESSAGES.sliderRange, ids: { input: 'in', label: 'title', error: 'err' }, disabled: false, context: { variant: 'questionnaire' as const } };
    const html = renderToString(
      <LocaleProvider locale="es">
        <Renderer {...props} />
      </LocaleProvider>,
    );
    expect(html).toContain('Por favor, elija un rango.');
    expect(html).toContain('Desde');
    expect(html).toContain('¿Precio? (mínimo)');
    const unknown = renderToString(
      <LocaleProvider locale="es">
        <UnknownQuestionRenderer {...props} question={{ ...question, questionData: { type: 'mystery' as never } }} />
      </LocaleProvider>,
    );
    expect(unknown).toContain('No podemos mostrar esta pregunta.');
  });
});
