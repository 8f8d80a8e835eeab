import type { FlowVariant, Question, QuestionType } from '../../engine';
import { NOT_APPLICABLE, type RendererContext, type RendererTester } from './renderer-types';

type Predicate = (question: Question, context: RendererContext) => boolean;

/** The question is of this type. */
export const typeIs =
  (type: QuestionType): Predicate =>
  (question) =>
    question.questionData.type === type;

/** The flow is of this variant. */
export const variantIs =
  (variant: FlowVariant): Predicate =>
  (_question, context) =>
    context.variant === variant;

/** Every predicate holds. */
export const and =
  (...predicates: Predicate[]): Predicate =>
  (question, context) =>
    predicates.every((predicate) => predicate(question, context));

/** JSON Forms' rankWith: `rank` when the predicate holds, else not applicable. */
export function rankWith(rank: number, predicate: Predicate): RendererTester {
  return (question, context) => (predicate(question, context) ? rank : NOT_APPLICABLE);
}

/** The rank of the built-in renderers; a variant's override registers with a higher one. */
export const BASE_RANK = 1;
export const VARIANT_RANK = 2;
