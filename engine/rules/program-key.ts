/**
 * A program's key as content names it ('FHA-loan', 'DSCR-loans'): letters and digits in hyphen-joined
 * words, at most 80 characters. Links into the funnels and the rate form carry it as `program=`; the
 * browser sends it with the lead only when it has this shape, and the server, which checks the shape
 * again, keeps it only when it names a program in the content.
 */
export const PROGRAM_KEY_PATTERN = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
export const PROGRAM_KEY_MAX_LENGTH = 80;

/** The value as a program key, trimmed; null when it is not one. */
export function programKeyOf(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const key = input.trim();
  return key.length <= PROGRAM_KEY_MAX_LENGTH && PROGRAM_KEY_PATTERN.test(key) ? key : null;
}
