import type { AnswerValue } from '../types/answers';
import type { Flow, LoanType, Question, QuestionOption } from '../types/flow';
import { flowIndex } from '../flow-index';
import { findOptionIndex } from '../find-option';
import { normalizeChoice, optionValue } from '../option-values';
import { validateAnswer } from '../validate-answer';

/**
 * Answers carried in a funnel's URL, so another page (a calculator) can open a funnel with what the
 * visitor already typed: `?type=purchase&prefill.purchasePrice=350000,350000&prefill.zipCode=48009`.
 * A URL is anyone's to write, so reading one trusts nothing: only the flow's own questions are read,
 * each value must pass the same validation as a typed answer, and anything else is dropped.
 */

export const PREFILL_PREFIX = 'prefill.';

/** Longer values are ignored unread; no answer the shipped flows accept comes close. */
export const PREFILL_MAX_CHARS = 2_000;

const LIST_SEPARATOR = ',';

function textOf(value: string | number | boolean): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return String(value);
}

/** One answer as URL text: numbers as plain digits, lists (ranges, multiselects) comma-separated. */
function encode(value: AnswerValue): string | null {
  if (!Array.isArray(value)) return textOf(value);
  const items = value.map(textOf);
  return items.some((item) => item === null) ? null : items.join(LIST_SEPARATOR);
}

/**
 * The query parameters that carry these answers, in the answers' order. An answer that cannot be
 * written (an empty text or list, a number that is not finite) is left out: it could never be read back.
 */
export function prefillParams(answers: Readonly<Record<string, AnswerValue>>): [string, string][] {
  const params: [string, string][] = [];
  for (const [key, value] of Object.entries(answers)) {
    const text = encode(value);
    if (text !== null && text !== '') params.push([`${PREFILL_PREFIX}${key}`, text]);
  }
  return params;
}

/** Plain decimal text becomes a number (so a slider's step is not held to cents); anything else stays text for the validator. */
function amountOf(text: string): string | number {
  const trimmed = text.trim();
  return /^\d{1,16}(\.\d{1,16})?$/.test(trimmed) ? Number(trimmed) : text;
}

/** A choice as URL text names its option: by the option's value as typed, or as written (true for yes, 3 for 3). */
function choiceOf(options: readonly QuestionOption[] | undefined, text: string): string | number | boolean {
  if (!options || findOptionIndex(options, text) >= 0) return text;
  const match = options.find((option) => textOf(normalizeChoice(optionValue(option))) === text);
  return match === undefined ? text : optionValue(match);
}

/** The raw answer a URL value stands for, by question type (validated afterwards). */
function rawAnswer(question: Question, text: string): unknown {
  const data = question.questionData;
  switch (data.type) {
    case 'currency':
      return amountOf(text);
    case 'slider': {
      const parts = text.split(LIST_SEPARATOR);
      if (parts.length === 1) return [amountOf(parts[0]!), amountOf(parts[0]!)];
      return parts.length === 2 ? parts.map(amountOf) : null;
    }
    case 'multiselect':
      return text.split(LIST_SEPARATOR).map((item) => choiceOf(data.options, item));
    case 'options':
    case 'dropdown':
      return choiceOf(data.options, text);
    default:
      return text;
  }
}

function readOne(question: Question, text: string): AnswerValue | undefined {
  const result = validateAnswer(question, rawAnswer(question, text));
  if (result.ok) return result.value;
  // An option value that itself holds a comma is one item, not a list.
  if (question.questionData.type === 'multiselect') {
    const whole = validateAnswer(question, [choiceOf(question.questionData.options, text)]);
    if (whole.ok) return whole.value;
  }
  return undefined;
}

/**
 * The answers a URL carries for a flow's active questions (for this loan type), each normalised as the
 * engine stores it. Unknown keys, values the question refuses, over-long values and `__proto__` are
 * ignored; the first of repeated parameters counts.
 */
export function readPrefill(flow: Flow, loanType: LoanType, params: URLSearchParams): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  const index = flowIndex(flow, loanType);
  for (const [key, position] of index.byKey) {
    if (key === '__proto__') continue;
    const text = params.get(`${PREFILL_PREFIX}${key}`);
    if (text === null || text.length > PREFILL_MAX_CHARS) continue;
    const value = readOne(index.questions[position]!, text);
    if (value !== undefined) answers[key] = value;
  }
  return answers;
}

function parameterName(segment: string): string {
  const name = segment.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A query string without its prefill parameters (however their names are encoded); every other
 * parameter is kept as written and in order. '' when nothing is left, else with its leading '?'.
 */
export function withoutPrefill(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const kept = query.split('&').filter((segment) => segment !== '' && !parameterName(segment).startsWith(PREFILL_PREFIX));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** A site link with answers added as prefill parameters (the link's own parameters kept first). */
export function linkWithAnswers(href: string, answers: Readonly<Record<string, AnswerValue>>): string {
  const at = href.indexOf('?');
  const path = at < 0 ? href : href.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : href.slice(at + 1));
  for (const [name, value] of prefillParams(answers)) params.append(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
