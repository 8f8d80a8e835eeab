import { PARTIAL_AREA_CODES, WHOLE_AREA_CODES } from './us-area-codes';
import { US_PHONE_MAX_LENGTH, usPhoneDigits } from './us-phone';

/**
 * A phone number the site may text a code to: a US number (us-phone's rule, any common typing) whose area
 * code and exchange are in use for landlines or mobiles in the 50 states, DC, Puerto Rico, the US Virgin
 * Islands, Guam, the Northern Mariana Islands or American Samoa. Canada, the Caribbean countries,
 * toll-free, premium-rate (900), personal (5XX) and unassigned codes are refused: a text to them costs
 * the site money, and nobody the site serves needs one. The lists come from libphonenumber-js's metadata
 * (engine/rules/us-area-codes.ts, generated).
 *
 * Lead phones keep us-phone: a lead's phone is called, not texted.
 */

/** The catalogs' key for the refusal ('Please enter a 10-digit US phone number that can receive text messages...'). */
export const US_TEXTABLE_PHONE_MESSAGE_KEY = 'phoneNotTextable';


/** "200-205 300" -> the set of those exchanges. */
function exchangesOf(ranges: string): Set<string> {
  const exchanges = new Set<string>();
  for (const range of ranges.split(' ')) {
    const [first, last = first] = range.split('-').map(Number) as [number, number?];
    for (let exchange = first; exchange <= last; exchange++) exchanges.add(String(exchange));
  }
  return exchanges;
}

/**
 * The area codes texted in full, and the exchanges texted of the others: built on first use, so a page
 * that imports the engine without asking about a number carries none of this (the bundler drops a module
 * that does nothing when it loads).
 */
let tables: { whole: Set<string>; partial: Map<string, Set<string>> } | null = null;
const areaTables = () =>
  (tables ??= {
    whole: new Set(WHOLE_AREA_CODES.split(' ')),
    partial: new Map(Object.entries(PARTIAL_AREA_CODES).map(([area, ranges]) => [area, exchangesOf(ranges)])),
  });

/** Whether ten NANP digits (area code, exchange, line) are a number the site may text. */
export function isTextableUsNumber(digits: string): boolean {
  if (digits.length !== 10 || digits[3]! < '2') return false;
  const area = digits.slice(0, 3);
  const { whole, partial } = areaTables();
  return whole.has(area) || (partial.get(area)?.has(digits.slice(3, 6)) ?? false);
}

/** The ten digits of a phone number typed any common way when the site may text it, else null. */
export function textableUsPhone(input: unknown): string | null {
  const digits = usPhoneDigits(input);
  return digits !== null && isTextableUsNumber(digits) ? digits : null;
}

/* The same rule as one regular expression, for JSON Schema's `format` (the browser's precompiled validator
 * and the server's ajv take a regex): us-phone's typing, with the area codes and the exchanges spelled out
 * as tries. Within a trie each branch starts with its own digits, so a match backtracks across at most the
 * two tries (a whole area code, or an area code with a listed exchange). */

const SEPARATORS = '[ ().-]*';
const DIGIT = `\\d${SEPARATORS}`;

type TrieNode = Map<string, TrieNode>;

function trieOf(prefixes: Iterable<string>): TrieNode {
  const root: TrieNode = new Map();
  for (const prefix of prefixes) {
    let node = root;
    for (const digit of prefix) {
      let child = node.get(digit);
      if (!child) node.set(digit, (child = new Map()));
      node = child;
    }
  }
  return root;
}

/** "0 1 2 3 5 7 8 9" -> "[0-357-9]". */
function digitClass(digits: string[]): string {
  if (digits.length === 1) return digits[0]!;
  const sorted = digits.map(Number).sort((a, b) => a - b);
  let text = '';
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    text += end === index ? `${sorted[index]}` : end === index + 1 ? `${sorted[index]}${sorted[end]}` : `${sorted[index]}-${sorted[end]}`;
    index = end + 1;
  }
  return `[${text}]`;
}

/** A trie as a regex, each digit followed by optional separators; digits whose subtrees read the same share a class. */
function patternOf(node: TrieNode): string {
  const bySubtree = new Map<string, string[]>();
  for (const [digit, child] of node) {
    const subtree = patternOf(child);
    bySubtree.set(subtree, [...(bySubtree.get(subtree) ?? []), digit]);
  }
  const branches = [...bySubtree].map(([subtree, digits]) => `${digitClass(digits)}${SEPARATORS}${subtree}`);
  return branches.length <= 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
}

function textablePattern(): RegExp {
  const { whole, partial } = areaTables();
  const wholeNumbers = `${patternOf(trieOf(whole))}[2-9]${SEPARATORS}${DIGIT.repeat(6)}`;
  const listedExchanges = [...partial].flatMap(([area, exchanges]) => [...exchanges].map((exchange) => area + exchange));
  const partialNumbers = `${patternOf(trieOf(listedExchanges))}${DIGIT.repeat(4)}`;
  return new RegExp(`^(?=.{1,${US_PHONE_MAX_LENGTH}}$)${SEPARATORS}(?:\\+?1${SEPARATORS})?(?:${wholeNumbers}|${partialNumbers})$`);
}

export const US_TEXTABLE_PHONE_PATTERN = /* @__PURE__ */ textablePattern();
