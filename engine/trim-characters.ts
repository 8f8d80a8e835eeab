/**
 * Trimming chosen characters from a text's ends. A loop, where `/x+$/` would retry from the start of every
 * run of x in the text and so take quadratic time on a long run that is not at the end.
 */

export type CharacterTest = (char: string) => boolean;

const WHITESPACE = /\s/;
/** JavaScript's `\s` for one character (UTF-16 code unit): every whitespace and line terminator is in the BMP. */
export const isWhitespace: CharacterTest = (char) => WHITESPACE.test(char);

export function trimEndWhere(text: string, drop: CharacterTest): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

export function trimStartWhere(text: string, drop: CharacterTest): string {
  let start = 0;
  while (start < text.length && drop(text[start]!)) start += 1;
  return text.slice(start);
}

export function trimWhere(text: string, drop: CharacterTest): string {
  return trimEndWhere(trimStartWhere(text, drop), drop);
}
