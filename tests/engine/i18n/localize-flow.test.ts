import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../../engine/flow-index';
import { flowTexts } from '../../../engine/i18n/flow-texts';
import { localizeFlow } from '../../../engine/i18n/localize-flow';
import { lintFlow } from '../../../engine/lint/lint-flow';
import { walkFixture, type PathFixture } from '../../../engine/qa/path-fixture';
import { textFormat } from '../../../engine/validation/text-format';
import { validateAnswer } from '../../../engine/validate-answer';
import { makeFlow, shippedFlows } from '../support/flows';
import { richFlow, spanishRichFlow } from './i18n-flows';

describe('localizeFlow', () => {
  it('replaces every text by its translation and keeps everything else', () => {
    const flow = spanishRichFlow();
    const spanish = localizeFlow(flow, 'es');
    expect(flowTexts(spanish)).toEqual(flow.translations!.es);
    expect(spanish.contact.consent).toBe('Al seleccionar “Continuar”, usted acepta. Consulte nuestra [Política de privacidad](/privacy-policy).');
    expect(spanish.questions[0]!.questionData.options![1]).toEqual({ label: 'Condominio', value: 'condo', icon: 'building', nextComponent: 3 });
    expect(spanish.questions[1]!.offer).toEqual({ text: 'Podría calificar para un préstamo VA.', label: 'Ver opciones de VetLife', href: '/quote-landing-vetlife?type=purchase' });
    expect(spanish.questions[2]!.questionData).toMatchObject({ min: 1000, messages: { min: 'Al menos {min}.' }, atMost: { answer: 'price', message: 'No más de {max}.' } });
    expect(spanish).not.toHaveProperty('translations');
    expect(spanish.languages).toEqual(['en', 'es']);
    expect({ ...spanish, title: flow.title }).toMatchObject({ id: flow.id, version: flow.version, variant: flow.variant, loanType: flow.loanType, lead: flow.lead });
  });

  it('keeps answer keys and stored values: a string option becomes { label, value } with its English value', () => {
    const flow = spanishRichFlow();
    const spanish = localizeFlow(flow, 'es');
    expect(spanish.questions[1]!.questionData.options).toEqual([{ label: 'Ejército', value: 'Army' }, { label: 'Fuerza Aérea', value: 'Air Force' }]);
    expect(flowIndex(spanish).keys).toEqual(flowIndex(flow).keys);
    const branch = spanish.questions[1]!;
    expect(validateAnswer(branch, 'Air Force', {})).toEqual({ ok: true, value: 'Air Force' });
  });

  it('writes out an answer key and text format that came from the English title, so a translated title changes neither', () => {
    const flow = spanishRichFlow();
    const email = localizeFlow(flow, 'es').questions[4]!;
    expect(email.title).toBe('¿Cuál es su correo electrónico?');
    expect(email.questionData).toMatchObject({ alias: 'whatIsYourEmail', format: 'email' });
    expect(textFormat(email)).toBe('email');
    expect(flow.questions[4]!.questionData).not.toHaveProperty('alias');
  });

  it('falls back to English for a missing, empty or unknown translation, and for English itself', () => {
    const flow = spanishRichFlow();
    delete flow.translations!.es!['q1.title'];
    flow.translations!.es!['q2.option.Army.label'] = ' ';
    const spanish = localizeFlow(flow, 'es');
    expect(spanish.questions[0]!.title).toBe('What type of property is it?');
    expect(spanish.questions[1]!.questionData.options![0]).toBe('Army');
    expect(localizeFlow(richFlow(), 'es')).toEqual(richFlow());
    const { translations: _, ...english } = flow;
    expect(localizeFlow(flow, 'en')).toEqual(english);
  });

  it('leaves the flow it is given unchanged', () => {
    const flow = spanishRichFlow();
    const before = JSON.stringify(flow);
    localizeFlow(flow, 'es');
    expect(JSON.stringify(flow)).toBe(before);
  });

  it('handles a flow without contact texts or options', () => {
    const flow = makeFlow([{ title: 'ZIP?', component: 1, questionData: { type: 'zipcode', alias: 'zip' } }], { languages: ['en', 'es'], translations: { es: { 'q1.title': '¿Código postal?' } } });
    expect(localizeFlow(flow, 'es').questions[0]).toEqual({ title: '¿Código postal?', component: 1, questionData: { type: 'zipcode', alias: 'zip' } });
  });

  describe.each(shippedFlows().map((flow) => [flow.id, flow] as const))('%s in Spanish', (id, flow) => {
    const spanish = localizeFlow(flow, 'es');
    it('asks the same questions along the same paths, under the same answer keys', () => {
      expect(flowIndex(spanish).keys).toEqual(flowIndex(flow).keys);
      expect(lintFlow(spanish).paths).toEqual(lintFlow(flow).paths);
      expect(spanish.questions.every((question, at) => question.title !== flow.questions[at]!.title)).toBe(true);
    });
    it('walks every QA path fixture of the flow to the same questions and end', () => {
      const dir = join(import.meta.dirname, '..', '..', 'paths');
      const fixtures = [`${id}.paths.json`, `${id}.generated.paths.json`].flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as PathFixture[]);
      for (const fixture of fixtures) {
        const walk = walkFixture(spanish, fixture);
        expect(walk.shown, fixture.name).toEqual(fixture.expected);
        expect(walk.completed, fixture.name).toBe(fixture.completed);
      }
    });
  });
});
