import type { Question, QuestionType } from '../../engine';
import { QUESTION_TYPES } from '../../engine';
import { currencyRenderer } from './currency-renderer';
import { dropdownRenderer } from './dropdown-renderer';
import { multiselectRenderer } from './multiselect-renderer';
import { optionsRenderer } from './options-renderer';
import type { QuestionRenderer, RendererContext, RendererEntry } from './renderer-types';
import { NOT_APPLICABLE } from './renderer-types';
import { sliderRenderer } from './slider-renderer';
import { textRenderer } from './text-renderer';
import { unknownRenderer } from './unknown-renderer';
import { vetLifeSliderRenderer } from './vetlife-slider-renderer';
import { zipcodeRenderer } from './zipcode-renderer';

/**
 * The built-in renderer of every question type, keyed by the engine's QuestionType union: a type added to
 * the engine without a renderer here fails to compile.
 */
export const baseRenderers: { readonly [Type in QuestionType]: RendererEntry } = {
  options: optionsRenderer,
  dropdown: dropdownRenderer,
  slider: sliderRenderer,
  text: textRenderer,
  zipcode: zipcodeRenderer,
  currency: currencyRenderer,
  multiselect: multiselectRenderer,
};

/** Overrides for narrower matches, registered with a higher rank (VetLife's branded slider). */
export const variantRenderers: readonly RendererEntry[] = [vetLifeSliderRenderer];

/** The ranked table the screens look renderers up in (JSON Forms' renderer set: a plain array). */
export const questionRenderers: readonly RendererEntry[] = [...QUESTION_TYPES.map((type) => baseRenderers[type]), ...variantRenderers];

/** A table with more entries: `withRenderers(questionRenderers, { name, tester, renderer })`. Later entries win ties. */
export function withRenderers(table: readonly RendererEntry[], ...entries: RendererEntry[]): readonly RendererEntry[] {
  return [...table, ...entries];
}

/**
 * The entry with the highest rank for the question (ties go to the entry registered last, so an added
 * entry can replace a built-in one at the same rank); the explicit unknown renderer when none applies.
 */
export function rendererEntryFor(question: Question, context: RendererContext, table: readonly RendererEntry[] = questionRenderers): RendererEntry {
  let best: RendererEntry = unknownRenderer;
  let bestRank = NOT_APPLICABLE;
  for (const entry of table) {
    const rank = entry.tester(question, context);
    if (rank > NOT_APPLICABLE && rank >= bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

/** The renderer component for a question (see rendererEntryFor). */
export function rendererFor(question: Question, context: RendererContext, table: readonly RendererEntry[] = questionRenderers): QuestionRenderer {
  return rendererEntryFor(question, context, table).renderer;
}
