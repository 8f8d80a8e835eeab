/**
 * Times a pattern on long adversarial inputs at two lengths, n and 8n, in the same run. A linear-time
 * match grows about 8 times; a quadratic one about 64 times, so a generous bound between the two tells
 * them apart on a busy machine. An input whose long run finishes within 20 ms is not timed further: a
 * quadratic match of 48,000 characters takes from about 60 ms (a pattern that retries from every word) to
 * seconds (from every character), while a garbage collection or a busy core can add a few milliseconds
 * to a linear one. Each figure is the best of several runs, so one pause cannot make a pattern look slow.
 */

export const SHORT_LENGTH = 6_000;
export const LONG_LENGTH = 8 * SHORT_LENGTH;
/** Linear is ~8, quadratic ~64. */
export const MAX_GROWTH = 24;
const FAST_ENOUGH_MS = 20;
/** Below this a short run's time is mostly the clock's and the machine's noise. */
const NOISE_MS = 0.2;

/** Characters worth repeating whatever the pattern: letters, digits, spaces, punctuation, markup, non-ASCII. */
const GENERIC = [...'aA0 \t\n.,;:-_@/\\[]()<>{}"\'=*#%&+?|~!$^é\u0000\u00a0'];

/** The characters a pattern names literally (escapes resolved), which are what make it try hard. */
function literalCharacters(source: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (char === '\\' && i + 1 < source.length) {
      const escaped = source[i + 1]!;
      if (/[^A-Za-z0-9]/.test(escaped)) found.add(escaped);
      else if (escaped === 'd') found.add('7');
      else if (escaped === 's') found.add(' ');
      else if (escaped === 'w') found.add('w');
      else if (escaped === 'n') found.add('\n');
      i += 1;
    } else found.add(char);
  }
  return [...found];
}

/** Runs of letters, digits and spaces the pattern spells out ("social", "take out"). */
function literalWords(source: string): string[] {
  const words = new Set<string>();
  for (const word of source.replace(/\\[bBdDsSwW]/g, ' ').split(/[^A-Za-z0-9 '-]+/)) {
    const trimmed = word.trim();
    if (trimmed.length >= 2) words.add(trimmed);
  }
  return [...words];
}

function filled(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** The repeating units a pattern is tried on: each character alone, with a letter, a space or a digit, and each word. */
export function hostileUnits(source: string): string[] {
  const chars = [...new Set([...GENERIC, ...literalCharacters(source)])];
  const units = new Set<string>(chars);
  for (const char of literalCharacters(source)) for (const other of ['a', ' ', '0', '\n']) units.add(char + other);
  for (const word of literalWords(source)) for (const separator of ['', ' ', '\n', ' x ']) units.add(word + separator);
  return [...units];
}

function runOnce(pattern: RegExp, input: string): void {
  pattern.lastIndex = 0;
  if (pattern.global) input.replace(pattern, '');
  else pattern.exec(input);
}

function timeMs(pattern: RegExp, input: string, repeats: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i += 1) {
    const started = performance.now();
    runOnce(pattern, input);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export interface SlowInput {
  unit: string;
  shortMs: number;
  longMs: number;
}

/** The first repeating unit on which the pattern grows super-linearly, or undefined. */
export function superLinearInput(pattern: RegExp, units: readonly string[]): SlowInput | undefined {
  for (const unit of units) {
    const long = filled(unit, LONG_LENGTH);
    if (timeMs(pattern, long, 1) < FAST_ENOUGH_MS) continue;
    const shortMs = timeMs(pattern, filled(unit, SHORT_LENGTH), 5);
    const longMs = timeMs(pattern, long, 3);
    if (longMs >= FAST_ENOUGH_MS && longMs > MAX_GROWTH * Math.max(shortMs, NOISE_MS)) return { unit, shortMs, longMs };
  }
  return undefined;
}

/** Whether one given input (an analyser's attack string) runs in about linear time against its eighth. */
export function attackGrowth(pattern: RegExp, attack: string): SlowInput | undefined {
  const long = attack.length >= LONG_LENGTH ? attack.slice(0, LONG_LENGTH) : filled(attack, LONG_LENGTH);
  const short = long.slice(0, SHORT_LENGTH);
  if (timeMs(pattern, long, 1) < FAST_ENOUGH_MS) return undefined;
  const shortMs = timeMs(pattern, short, 5);
  const longMs = timeMs(pattern, long, 3);
  return longMs >= FAST_ENOUGH_MS && longMs > MAX_GROWTH * Math.max(shortMs, NOISE_MS) ? { unit: attack.slice(0, 40), shortMs, longMs } : undefined;
}
