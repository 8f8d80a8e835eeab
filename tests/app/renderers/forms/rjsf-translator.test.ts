import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formWidgetText } from '../../../../renderers/forms/messages';
import { rjsfTranslator } from '../../../../renderers/forms/rjsf-translator';

const strings = Object.values(TranslatableString);
const paramsOf = (text: string) => [...new Set(text.match(/%\d/g) ?? [])].map((_, index) => `p${index + 1}`);

describe("rjsf's built-in strings", () => {
  it('each has a catalog key, so a newer rjsf adding one is noticed here', () => {
    for (const name of Object.keys(TranslatableString)) expect(formWidgetText.keys).toContain(`rjsf.${name}`);
  });

  it('read in English exactly as rjsf writes them, parameters put in', () => {
    const english = rjsfTranslator('en');
    for (const text of strings) expect(english(text, paramsOf(text))).toBe(englishStringTranslator(text, paramsOf(text)));
  });

  it('read in Spanish, with every parameter kept', () => {
    const spanish = rjsfTranslator('es');
    expect(spanish(TranslatableString.YesLabel)).toBe('Sí');
    expect(spanish(TranslatableString.AddButton)).toBe('Agregar');
    expect(spanish(TranslatableString.TitleOptionPrefix, ['Préstamo', '2'])).toBe('Préstamo: opción 2');
    for (const text of strings) {
      const params = paramsOf(text);
      const translated = spanish(text, params);
      for (const param of params) expect(translated).toContain(param);
      expect(translated).not.toMatch(/%\d|\{\d\}/);
    }
  });
});
