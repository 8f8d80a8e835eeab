import type { AtMostRule } from '../types/flow';
import type { Answers } from '../types/answers';
import { answerAmount } from './answer-amount';

/**
 * The cap a rule puts on an answer given the answers before it: amount(answer) − amount(minus), in dollars
 * rounded to the cent.
 * Null (no cap) when `answer` has no usable earlier answer; a missing `minus` counts 0.
 */
export function atMostCap(rule: AtMostRule, earlier: Answers): number | null {
  const base = Object.hasOwn(earlier, rule.answer) ? answerAmount(earlier[rule.answer]) : null;
  if (base === null) return null;
  const minus = rule.minus !== undefined && Object.hasOwn(earlier, rule.minus) ? (answerAmount(earlier[rule.minus]) ?? 0) : 0;
  return Math.round((base - minus) * 100) / 100;
}
