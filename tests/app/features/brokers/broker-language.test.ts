import { describe, expect, it } from 'vitest';
import { brokerLanguages, languageList, languageName, speaksLanguage } from '../../../../app/features/brokers/broker-language';

describe("a broker's languages", () => {
  it('are English alone when the content names none', () => {
    expect(brokerLanguages({})).toEqual(['en']);
    expect(brokerLanguages({ languages: null })).toEqual(['en']);
    expect(brokerLanguages({ languages: [] })).toEqual(['en']);
    expect(brokerLanguages({ languages: [' ', ''] })).toEqual(['en']);
  });

  it('are the codes the content names, lowercase and once each', () => {
    expect(brokerLanguages({ languages: ['en', 'ES', 'es '] })).toEqual(['en', 'es']);
    expect(brokerLanguages({ languages: ['es'] })).toEqual(['es']);
  });

  it('say whether a broker speaks a language, whatever its case', () => {
    expect(speaksLanguage({ languages: ['en', 'es'] }, 'es')).toBe(true);
    expect(speaksLanguage({ languages: ['EN', 'Es'] }, ' ES ')).toBe(true);
    expect(speaksLanguage({ languages: ['es'] }, 'en')).toBe(false);
    expect(speaksLanguage({}, 'es')).toBe(false);
    expect(speaksLanguage({}, 'en')).toBe(true);
  });

  it('are named in the page’s language', () => {
    expect(languageName('en', 'es')).toBe('Spanish');
    expect(languageName('es', 'es')).toBe('español');
    expect(languageList('en', ['en', 'es'])).toBe('English and Spanish');
    expect(languageList('es', ['en', 'es'])).toBe('inglés y español');
    expect(languageList('es', ['en'])).toBe('inglés');
  });
});
