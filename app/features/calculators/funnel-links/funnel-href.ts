import { linkWithAnswers } from '../../../../engine/flow/prefill';
import type { AnswerValue, LoanType } from '../../../../engine';

/** A funnel a calculator can open: the questionnaire or its veterans' variant, at a loan type. */
export interface FunnelTarget {
  path: '/quote-landing' | '/quote-landing-vetlife';
  loanType: LoanType;
}

/**
 * How a calculator's inputs answer a funnel's questions: one row per answer key, giving the answer or
 * undefined to leave the question for the visitor. A renamed answer key is a change of one row's name.
 */
export type PrefillTable<Inputs> = Readonly<Record<string, (inputs: Inputs) => AnswerValue | undefined>>;

/** The answers a table reads from the inputs, in the table's order. */
export function prefillAnswers<Inputs>(table: PrefillTable<Inputs>, inputs: Inputs): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [key, read] of Object.entries(table)) {
    const value = read(inputs);
    if (value !== undefined) answers[key] = value;
  }
  return answers;
}

/** The funnel's URL with its type and the answers as prefill parameters (commas left readable). */
export function funnelHref(target: FunnelTarget, answers: Readonly<Record<string, AnswerValue>>): string {
  return linkWithAnswers(`${target.path}?type=${target.loanType}`, answers).replace(/%2C/g, ',');
}

/** An amount the visitor has entered: positive and finite, else undefined (nothing to carry). */
export function enteredAmount(amount: number): number | undefined {
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}
