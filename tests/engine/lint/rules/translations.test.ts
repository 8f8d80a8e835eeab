import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../../engine/lint/lint-flow';
import type { Flow } from '../../../../engine/types/flow';
import { richFlow, spanishRichFlow } from '../../i18n/i18n-flows';

const findings = (flow: Flow) =>
  lintFlow(flow).findings.filter((f) => f.rule.includes('translation')).map((f) => [f.rule, f.severity, f.path, f.message]);

describe('translations', () => {
  it('accept a flow with a Spanish text for every key, and a flow in English only', () => {
    expect(findings(spanishRichFlow())).toEqual([]);
    expect(findings(richFlow())).toEqual([]);
    expect(findings({ ...richFlow(), languages: ['en'] })).toEqual([]);
  });

  it('refuse each text an enabled language lacks or leaves empty, naming the key and the language at the English text', () => {
    const flow = spanishRichFlow();
    delete flow.translations!.es!['q2.option.Air Force.label'];
    flow.translations!.es!['contact.subTitle'] = '   ';
    expect(findings(flow)).toEqual([
      ['translation-missing', 'error', '/contact/subTitle', 'No Spanish (es) text for contact.subTitle ("Where can we reach you?").'],
      ['translation-missing', 'error', '/questions/1/questionData/options/1', 'No Spanish (es) text for q2.option.Air Force.label ("Air Force").'],
    ]);
  });

  it('refuse every text when Spanish is enabled with no translations at all', () => {
    const { translations: _, ...flow } = spanishRichFlow();
    expect(findings(flow).filter(([rule]) => rule === 'translation-missing')).toHaveLength(25);
  });

  it('warn of a translation that names no text, and of translations of a language the flow does not list', () => {
    const flow = spanishRichFlow();
    flow.translations!.es!['q9.title'] = '¿Pregunta borrada?';
    expect(findings(flow)).toEqual([
      ['translation-stale', 'warning', '/translations/es/q9.title', 'translations.es has "q9.title", which names no text of this definition.'],
    ]);
    expect(findings({ ...spanishRichFlow(), languages: ['en'] })).toEqual([
      ['translation-stale', 'warning', '/translations/es', 'translations.es is never served: languages does not list es.'],
    ]);
  });

  it('refuse a translation that drops or renames a {placeholder}', () => {
    const flow = spanishRichFlow();
    flow.translations!.es!['q3.atMost.message'] = 'No más de {maximo}.';
    flow.translations!.es!['q3.messages.min'] = 'Al menos $1,000.';
    expect(findings(flow)).toEqual([
      ['invalid-translation', 'error', '/translations/es/q3.atMost.message', 'The Spanish (es) text for q3.atMost.message has the placeholders {maximo} instead of {max}.'],
      ['invalid-translation', 'error', '/translations/es/q3.messages.min', 'The Spanish (es) text for q3.messages.min has the placeholders none instead of {min}.'],
    ]);
  });

  it('refuse a translated consent that does not link the privacy policy, or links off the site', () => {
    const flow = spanishRichFlow();
    flow.translations!.es!['contact.consent'] = 'Usted acepta. Consulte nuestra [Política de privacidad](https://example.com/privacidad).';
    expect(findings(flow).map(([rule, , path, message]) => [rule, path, message])).toEqual([
      ['invalid-translation', '/translations/es/contact.consent', 'The Spanish (es) consent statement does not link the privacy policy as [label](/privacy-policy).'],
      ['invalid-translation', '/translations/es/contact.consent', 'The Spanish (es) consent statement\'s link "[Política de privacidad](https://example.com/privacidad)" is not a labelled link to a path on this site; it would show as plain text.'],
    ]);
  });
});
