import { describe, expect, it } from 'vitest';
import { flowTextEntries, translationIssues, type Flow } from '../../../../engine';
import { applyTranslationImport } from '../../../../app/studio/editor/translations/apply-import';
import { definitionTextEntries } from '../../../../app/studio/editor/translations/definition-texts';
import { readTranslationsCsv, translationsCsv } from '../../../../app/studio/editor/translations/translation-csv';
import { isTranslated, removeTranslations, setLanguageEnabled, setTranslation, translationTable, unusedTranslationKeys } from '../../../../app/studio/editor/translations/translation-edits';
import type { FormDefinition } from '../../../../app/domain/forms/form-types';
import purchase from '../../../../definitions/flows/purchase.json';
import removal from '../../../../definitions/forms/information-removal.json';

const flow = purchase as Flow;
const entries = flowTextEntries(flow);
const english = (key: string) => entries.find((entry) => entry.key === key)!.text;
/** The purchase flow with the Spanish of these keys removed. */
const without = (...keys: string[]) => removeTranslations(flow, 'es', keys);
const row = (at: number, key: string, translation: string, englishText = english(key)) => ({ row: at, key, english: englishText, translation });
const missing = (definition: Flow) => translationIssues(definition, entries).filter((issue) => issue.kind === 'missing').map((issue) => issue.entry.key);

describe('applying a translators’ file to a draft', () => {
  it('sets the translations of known keys and leaves the draft it was given untouched', () => {
    const draft = without('q1.title', 'q2.title');
    expect(missing(draft)).toEqual(['q1.title', 'q2.title']);
    const { definition, summary } = applyTranslationImport(draft, entries, [row(2, 'q1.title', '¿Qué tipo de propiedad es?')], 'es');
    expect(definition.translations!.es!['q1.title']).toBe('¿Qué tipo de propiedad es?');
    expect(missing(definition)).toEqual(['q2.title']);
    expect(summary).toEqual({ applied: ['q1.title'], unchanged: [], changedEnglish: [], unknown: [], empty: [], duplicates: [] });
    expect(draft.translations!.es!['q1.title']).toBeUndefined();
    expect(definition.questions).toBe(draft.questions);
  });

  it('applies a row whose English is no longer the draft’s, and lists it', () => {
    const { definition, summary } = applyTranslationImport(without('q1.title'), entries, [row(5, 'q1.title', '¿Qué propiedad es?', 'Which property is it?')], 'es');
    expect(definition.translations!.es!['q1.title']).toBe('¿Qué propiedad es?');
    expect(summary.applied).toEqual(['q1.title']);
    expect(summary.changedEnglish).toEqual([{ row: 5, key: 'q1.title', file: 'Which property is it?', draft: english('q1.title') }]);
  });

  it('does not count line endings a spreadsheet changed as changed English', () => {
    const multiline = setAtTitle(flow, 'Line one\nLine two');
    const { summary } = applyTranslationImport(multiline, flowTextEntries(multiline), [row(2, 'q1.title', 'Línea uno\nLínea dos', 'Line one\r\nLine two')], 'es');
    expect(summary.changedEnglish).toEqual([]);
  });

  it('reports unknown keys and repeated keys without applying them; an empty cell leaves the text missing', () => {
    const draft = without('q1.title', 'q2.title');
    const { definition, summary } = applyTranslationImport(
      draft,
      entries,
      [row(2, 'q2.title', ''), { row: 3, key: 'q99.title', english: 'Gone', translation: 'Ya no' }, row(4, 'q1.title', 'Primera'), row(5, 'q1.title', 'Segunda')],
      'es',
    );
    expect(summary.unknown).toEqual([{ row: 3, key: 'q99.title' }]);
    expect(summary.duplicates).toEqual([{ row: 5, key: 'q1.title' }]);
    expect(summary.empty).toEqual([{ row: 2, key: 'q2.title' }]);
    expect(definition.translations!.es!['q1.title']).toBe('Primera');
    expect(missing(definition)).toEqual(['q2.title']);
    expect(Object.hasOwn(definition.translations!.es!, 'q99.title')).toBe(false);
  });

  it('keeps an existing translation for an empty cell, and counts a text already there as unchanged', () => {
    const { definition, summary } = applyTranslationImport(flow, entries, [row(2, 'q1.title', ''), row(3, 'q2.title', flow.translations!.es!['q2.title']!)], 'es');
    expect(definition).toBe(flow);
    expect(summary.unchanged).toEqual(['q2.title']);
    expect(summary.applied).toEqual([]);
  });

  it('completes a draft from its own exported file once the translator filled the gaps', () => {
    const draft = setLanguageEnabled(without('flow.title', 'contact.consent', 'q3.title'), 'es', true);
    const read = readTranslationsCsv(translationsCsv(entries, translationTable(draft, 'es'), 'es'), 'es');
    if (!read.ok) throw new Error(read.message);
    const filled = read.rows.map((r) => (r.translation === '' ? { ...r, translation: flow.translations!.es![r.key]! } : r));
    const { definition, summary } = applyTranslationImport(draft, entries, filled, 'es');
    expect(summary.applied.sort()).toEqual(['contact.consent', 'flow.title', 'q3.title']);
    expect(summary.unchanged).toHaveLength(entries.length - 3);
    expect(translationIssues(definition, entries)).toEqual([]);
  });

  it('works on a form’s texts the same way', () => {
    const form = removal as unknown as FormDefinition;
    const formEntries = definitionTextEntries('form', form)!;
    expect(formEntries.map((e) => e.key)).toContain('properties.name.title');
    const draft = removeTranslations(form, 'es', ['properties.name.title']);
    const { definition } = applyTranslationImport(draft, formEntries, [{ row: 2, key: 'properties.name.title', english: 'Full Name', translation: 'Nombre y apellido' }], 'es');
    expect(translationTable(definition, 'es')['properties.name.title']).toBe('Nombre y apellido');
  });
});

describe('translation edits', () => {
  it('set a text, and remove it when emptied (missing again)', () => {
    const set = setTranslation(without('q1.title'), 'es', 'q1.title', 'Hola');
    expect(isTranslated(translationTable(set, 'es'), 'q1.title')).toBe(true);
    const cleared = setTranslation(set, 'es', 'q1.title', '');
    expect(Object.hasOwn(translationTable(cleared, 'es'), 'q1.title')).toBe(false);
    expect(isTranslated(translationTable(setTranslation(set, 'es', 'q1.title', '  '), 'es'), 'q1.title')).toBe(false);
  });

  it('create the translations of a definition that has none', () => {
    const { translations: _, languages: __, ...english } = flow;
    expect(setTranslation(english as Flow, 'es', 'q1.title', 'Hola').translations).toEqual({ es: { 'q1.title': 'Hola' } });
    expect(setLanguageEnabled(english as Flow, 'es', true).languages).toEqual(['en', 'es']);
  });

  it('turn Spanish off and on, keeping its texts', () => {
    const off = setLanguageEnabled(flow, 'es', false);
    expect(off.languages).toEqual(['en']);
    expect(off.translations).toBe(flow.translations);
    expect(setLanguageEnabled(off, 'es', true).languages).toEqual(['en', 'es']);
  });

  it('find and remove translations whose key names no text', () => {
    const stale = setTranslation(flow, 'es', 'q99.title', 'Ya no');
    expect(unusedTranslationKeys(stale, entries, 'es')).toEqual(['q99.title']);
    expect(unusedTranslationKeys(removeTranslations(stale, 'es', ['q99.title']), entries, 'es')).toEqual([]);
  });

  it('list no texts for a draft whose raw JSON is not shaped like a flow yet', () => {
    expect(definitionTextEntries('flow', { title: 'x', questions: 'oops' })).toBeNull();
  });
});

function setAtTitle(definition: Flow, title: string): Flow {
  return { ...definition, questions: [{ ...definition.questions[0]!, title }, ...definition.questions.slice(1)] };
}
