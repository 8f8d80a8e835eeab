import type { Broker } from '../content/content-types';

export type NamedBroker = Pick<Broker, 'brokerKey' | 'firstName' | 'lastName'>;

/** Lowercase, accents folded to their base letter (José -> jose), curly apostrophes made straight. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ`]/g, "'")
    .toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a pattern: its words in order, a space or a hyphen between them ("Carter-Hughes" = "Carter Hughes"). */
function namePattern(name: string): string {
  return fold(name)
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp)
    .join('[\\s-]+');
}

/** Whole words only: "Ann" is not in "Annual" nor "Joanne"; "Daniel's" still names Daniel. */
const wholeWord = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'u');

/**
 * The rule that says whether a review's text names a broker, built once for that broker among all of
 * them. A review names a broker by first name, as a whole word, whatever the case and accents. When
 * another broker has the same first name, the first name alone is ambiguous: the review must give the
 * full name, or the first name and the last name's initial ("Daniel W." or "Daniel W"); the initial
 * counts only if no namesake shares it.
 */
export function brokerMentionRule(broker: NamedBroker, brokers: readonly NamedBroker[]): (text: string) => boolean {
  const first = namePattern(broker.firstName);
  if (!first) return () => false;
  const namesakes = brokers.filter((other) => other.brokerKey !== broker.brokerKey && fold(other.firstName).trim() === fold(broker.firstName).trim());
  let pattern = first;
  if (namesakes.length > 0) {
    const last = namePattern(broker.lastName);
    if (!last) return () => false;
    const initial = last[0]!;
    const initialIsOwn = /\p{L}/u.test(initial) && namesakes.every((other) => namePattern(other.lastName)[0] !== initial);
    pattern = `${first}\\s+(?:${last}${initialIsOwn ? `|${escapeRegExp(initial)}(?![\\p{L}\\p{N}])\\.?` : ''})`;
  }
  const mention = wholeWord(pattern);
  return (text) => mention.test(fold(text));
}

/** Whether the text names the broker (see brokerMentionRule); build the rule once when testing many texts. */
export function reviewMentionsBroker(text: string, broker: NamedBroker, brokers: readonly NamedBroker[]): boolean {
  return brokerMentionRule(broker, brokers)(text);
}
