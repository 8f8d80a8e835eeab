/**
 * Finds links written `[label](href)` in one pass, left to right, as a regular expression of the shape
 * `\[(label chars)\](\((href chars)\))` would with the `g` flag, without its cost: such an expression
 * starts over at every `[` and rescans to the next `]`, so a text of many `[` took quadratic time. Here
 * the next stop of the label and of the href is remembered while the scan moves on, so the work is
 * linear in the text's length.
 */

export interface LinkSyntax {
  /** Characters a label cannot hold besides `]` (the end of the label is always its first `]`). */
  labelStops: (char: string) => boolean;
  /** Whether `[](href)` counts. */
  emptyLabel: boolean;
  /** Characters an href cannot hold besides `)`. */
  hrefStops: (char: string) => boolean;
}

export interface BracketLink {
  /** Where `[` is. */
  start: number;
  /** Just after `)`. */
  end: number;
  label: string;
  href: string;
}

/** The first index at or after `from` whose character stops a run, remembered while `from` only grows. */
function stopFinder(text: string, stops: (char: string) => boolean): (from: number) => number {
  let known = -1;
  return (from) => {
    if (known >= from) return known;
    let at = from;
    while (at < text.length && !stops(text[at]!)) at += 1;
    known = at;
    return at;
  };
}

export function bracketLinks(text: string, syntax: LinkSyntax): BracketLink[] {
  const labelEnd = stopFinder(text, (char) => char === ']' || syntax.labelStops(char));
  const hrefEnd = stopFinder(text, (char) => char === ')' || syntax.hrefStops(char));
  const links: BracketLink[] = [];
  let start = text.indexOf('[');
  while (start !== -1) {
    const closeLabel = labelEnd(start + 1);
    const labelOk = text[closeLabel] === ']' && text[closeLabel + 1] === '(' && (syntax.emptyLabel || closeLabel > start + 1);
    const closeHref = labelOk ? hrefEnd(closeLabel + 2) : -1;
    if (labelOk && text[closeHref] === ')') {
      links.push({ start, end: closeHref + 1, label: text.slice(start + 1, closeLabel), href: text.slice(closeLabel + 2, closeHref) });
      start = text.indexOf('[', closeHref + 1);
    } else start = text.indexOf('[', start + 1);
  }
  return links;
}

const WHITESPACE = /\s/;

/** `[label](href)` with a label of at least one character on one line and an href without whitespace or parentheses. */
export const RENDERED_LINK_SYNTAX: LinkSyntax = {
  labelStops: (char) => char === '\n',
  emptyLabel: false,
  hrefStops: (char) => char === '(' || WHITESPACE.test(char),
};

/** Anything shaped like a link: `[` anything but `]`, `](`, anything but `)`, `)`. */
export const LINK_SHAPED_SYNTAX: LinkSyntax = {
  labelStops: () => false,
  emptyLabel: true,
  hrefStops: () => false,
};
