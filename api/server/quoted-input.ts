/**
 * PostgreSQL quotes the input it refused ('invalid input syntax for type uuid: "…"'), and that input is
 * whatever a request sent: the log keeps the message with the quoted value replaced. One pass per line,
 * with the next colon and each phrase's next place remembered: the pattern this replaces,
 * `(invalid input (?:syntax|value) for [^:\n]+: )"[^\n]*"`, rescanned the line from every occurrence of the
 * phrase, which a request can repeat.
 */

const PHRASES = ['invalid input syntax for ', 'invalid input value for '];

/** The first index at or after `from` of `find(from)`, recomputed only when `from` passes the one known. */
function nextOf(find: (from: number) => number): (from: number) => number {
  let known = -2;
  return (from) => {
    if (known === -1 || known >= from) return known;
    known = find(from);
    return known;
  };
}

function redactLine(line: string): string {
  const lastQuote = line.lastIndexOf('"');
  const phrases = PHRASES.map((phrase) => ({ length: phrase.length, next: nextOf((from) => line.indexOf(phrase, from)) }));
  const colon = nextOf((from) => line.indexOf(':', from));
  const nextPhrase = (from: number) => {
    let found: { index: number; length: number } | null = null;
    for (const { length, next } of phrases) {
      const index = next(from);
      if (index !== -1 && (found === null || index < found.index)) found = { index, length };
    }
    return found;
  };
  let kept = '';
  let from = 0;
  for (let at = nextPhrase(0); at !== null; ) {
    const label = at.index + at.length;
    const end = colon(label);
    if (end > label && line.startsWith(': "', end) && lastQuote > end + 2) {
      kept += `${line.slice(from, end + 3)}[redacted]"`;
      from = lastQuote + 1;
      at = nextPhrase(from);
    } else at = nextPhrase(at.index + 1);
  }
  return kept + line.slice(from);
}

export function withoutQuotedInput(text: string): string {
  return text.split('\n').map(redactLine).join('\n');
}
