/** Question renderers: one component per question type, in one ranked table the funnel screens look up. */
export type { QuestionRenderer, QuestionRendererProps, RendererContext, RendererEntry, RendererIds, RendererTester } from './renderer-types';
export { NOT_APPLICABLE } from './renderer-types';
export { and, BASE_RANK, rankWith, typeIs, VARIANT_RANK, variantIs } from './testers';
export { baseRenderers, questionRenderers, rendererEntryFor, rendererFor, variantRenderers, withRenderers } from './registry';
export { RendererTableContext, useRendererTable } from './registry-context';
export { UnknownQuestionRenderer } from './unknown-renderer';
export { engineMessageKey, localizeEngineMessage, useEngineMessage } from './engine-message';
