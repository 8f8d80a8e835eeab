import type { ComponentType } from 'react';
import type { FlowVariant, Question } from '../../engine';

/** What a tester and a renderer know besides the question: the flow's variant (questionnaire, vetlife). */
export interface RendererContext {
  variant: FlowVariant;
}

/** The ids a screen gives a renderer, so that the heading labels the input and the message describes it. */
export interface RendererIds {
  /** The input's id (or the group's, for choices). */
  input: string;
  /** The question heading's id: inputs are labelled by it. */
  label: string;
  /** The question's sub-title, when it has one. */
  description?: string;
  /** The error message's id. */
  error: string;
}

/**
 * A question renderer: one input for one question type. It holds no rules: values are checked by the
 * engine (through the screen), and every message it shows arrives in `error` (the definition's or the
 * engine's text).
 */
export interface QuestionRendererProps {
  question: Question;
  /** The visitor's input so far: the saved answer, or the engine's initialValue at first. */
  value: unknown;
  onChange(value: unknown): void;
  /** Choose and continue (options, dropdown): the screen checks the value and advances after the flow's delay. */
  onCommit(value: unknown): void;
  /** The field lost focus: the screen starts showing its message. */
  onBlur(): void;
  /** The message to show, or null (untouched, or valid). */
  error: string | null;
  ids: RendererIds;
  /** While the screen moves to another question. */
  disabled: boolean;
  context: RendererContext;
}

export type QuestionRenderer = ComponentType<QuestionRendererProps>;

/** A rank for a question (JSON Forms' ranked tester): the highest applicable rank wins; -1 means "not me". */
export type RendererTester = (question: Question, context: RendererContext) => number;

export const NOT_APPLICABLE = -1;

/** One row of the renderer table. */
export interface RendererEntry {
  /** For tests and debugging. */
  name: string;
  tester: RendererTester;
  renderer: QuestionRenderer;
}
