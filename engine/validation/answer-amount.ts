/**
 * The dollar amount an earlier answer stands for when another answer is capped by it: a currency answer's
 * number, a slider range's high end (the most the visitor said). Null for anything else.
 */
export function answerAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    return Math.max(value[0] as number, value[1] as number);
  }
  return null;
}
