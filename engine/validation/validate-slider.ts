import type { Question } from '../types/flow';
import type { ValidationResult } from '../types/answers';
import { ANSWER_MESSAGES } from '../messages';
import { messageFor } from './message-for';
import { parseAmount } from './parse-amount';
import { sliderBounds, snapAndClamp } from './slider-bounds';

/**
 * slider: a two-value range. Each value (a number or a typed amount) is snapped to the step ($5,000 by
 * default) and clamped between min and max; the pair is stored low first.
 */
export function validateSlider(question: Question, raw: unknown): ValidationResult {
  const refuse = (): ValidationResult => ({ ok: false, message: messageFor(question, 'format', ANSWER_MESSAGES.sliderRange) });
  if (!Array.isArray(raw) || raw.length !== 2) return refuse();
  const first = parseAmount(raw[0]);
  const second = parseAmount(raw[1]);
  if (!first || !second) return refuse();
  const bounds = sliderBounds(question);
  const a = snapAndClamp(first.amount, bounds);
  const b = snapAndClamp(second.amount, bounds);
  return { ok: true, value: a <= b ? [a, b] : [b, a] };
}
