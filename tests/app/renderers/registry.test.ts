import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type Question, type QuestionType } from '../../../engine';
import {
  and,
  baseRenderers,
  questionRenderers,
  rankWith,
  rendererEntryFor,
  rendererFor,
  typeIs,
  UnknownQuestionRenderer,
  variantIs,
  withRenderers,
  type QuestionRendererProps,
  type RendererEntry,
} from '../../../renderers/questions';

const question = (type: string, extra: Partial<Question['questionData']> = {}): Question => ({
  title: `A ${type} question?`,
  component: 1,
  questionData: { type: type as QuestionType, options: ['Yes', 'No', { label: 'Maybe', value: 'maybe' }], ...extra },
});

const questionnaire = { variant: 'questionnaire' as const };
const vetlife = { variant: 'vetlife' as const };

describe('the renderer table', () => {
  it('has a built-in renderer for every question type of the engine', () => {
    for (const type of QUESTION_TYPES) {
      expect(baseRenderers[type].name).toBe(type);
      expect(rendererEntryFor(question(type), questionnaire).name).toBe(type);
    }
  });

  it('gives VetLife its branded slider (higher rank, narrower match) and the questionnaire the plain one', () => {
    expect(rendererEntryFor(question('slider'), vetlife).name).toBe('vetlife-slider');
    expect(rendererEntryFor(question('slider'), questionnaire).name).toBe('slider');
    // The override is narrower: other VetLife types keep their built-in renderers.
    expect(rendererEntryFor(question('options'), vetlife).name).toBe('options');
  });

  it('falls back to the explicit unknown renderer for a type nobody claims', () => {
    expect(rendererEntryFor(question('signature'), questionnaire).name).toBe('unknown');
    expect(rendererFor(question('signature'), questionnaire)).toBe(UnknownQuestionRenderer);
  });

  it('takes the highest rank, and the later entry on a tie, so a caller can add or replace renderers', () => {
    const Mine = () => null;
    const higher: RendererEntry = { name: 'mine-high', tester: rankWith(5, and(typeIs('text'), variantIs('questionnaire'))), renderer: Mine };
    const sameRank: RendererEntry = { name: 'mine-tie', tester: rankWith(1, typeIs('zipcode')), renderer: Mine };
    const table = withRenderers(questionRenderers, higher, sameRank);
    expect(rendererEntryFor(question('text'), questionnaire, table).name).toBe('mine-high');
    expect(rendererEntryFor(question('text'), vetlife, table).name).toBe('text');
    expect(rendererEntryFor(question('zipcode'), questionnaire, table).name).toBe('mine-tie');
    // The built-in table is unchanged.
    expect(rendererEntryFor(question('text'), questionnaire).name).toBe('text');
  });

  it('ignores testers that answer "not applicable" even when nothing else matches', () => {
    const never: RendererEntry = { name: 'never', tester: () => -1, renderer: () => null };
    expect(rendererEntryFor(question('mystery'), questionnaire, [never]).name).toBe('unknown');
  });
});

describe('each renderer', () => {
  const props = (q: Question, error: string | null = null): QuestionRendererProps => ({
    question: q,
    value: '',
    onChange: () => undefined,
    onCommit: () => undefined,
    onBlur: () => undefined,
    error,
    ids: { input: 'in', label: 'title', error: 'err' },
    disabled: false,
    context: questionnaire,
  });

  it.each([...QUESTION_TYPES])('%s renders server-side, labelled by the heading, showing only the message it is given', (type) => {
    const q = question(type, type === 'slider' ? { options: undefined } : {});
    const Renderer = rendererFor(q, questionnaire);
    const quiet = renderToString(createElement(Renderer, props(q)));
    expect(quiet).toContain('aria-labelledby="title"');
    expect(quiet).not.toContain('role="alert"');
    const loud = renderToString(createElement(Renderer, props(q, 'A message from the definition')));
    expect(loud).toContain('A message from the definition');
  });

  it("the unknown renderer says so with the engine's message", () => {
    const html = renderToString(createElement(UnknownQuestionRenderer, props(question('mystery'))));
    expect(html).toContain('Unknown question type.');
  });
});
