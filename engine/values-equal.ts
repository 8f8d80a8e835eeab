import type { AnswerValue } from './types/answers';

/** Whether two answers are the same (arrays compared item by item). */
export function valuesEqual(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
