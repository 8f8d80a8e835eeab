/**
 * The word lists the lending-compliance rules read (consent-missing, prohibited-question, trid-application).
 * Patterns are matched case-insensitively against text normalised by `lendingText`: answer keys are split
 * into words (cashOutAmount -> "cash out amount"), apostrophes and whitespace runs are unified.
 * Every pattern carries word boundaries, so "race" never matches "embrace" nor "age" "average" or "mortgage".
 * Titles and labels are editors' text: every pattern here must stay linear-time, so a phrase that allows
 * anything between two words is a `wordsInOrder` test, never `.*` between them (which rescans the rest of
 * the text from every occurrence of the first word).
 */

/** A test of normalised text: a regular expression or one of the plain tests below. */
export interface TextTest {
  test(text: string): boolean;
}

/**
 * Whether the text has `first`, and after that occurrence somewhere `then` (what `first.*then` would say
 * on one line, in linear time: the first occurrence of `first` leaves the most room after it).
 */
export function wordsInOrder(first: RegExp, then: RegExp): TextTest {
  return {
    test(text) {
      const found = first.exec(text);
      return found !== null && then.test(text.slice(found.index + found[0].length));
    },
  };
}

/** Words of which a consent statement needs one (outside its links) to say what the visitor agrees to. */
export const CONSENT_AGREEMENT_WORDS: readonly RegExp[] = [
  /\bagrees?\b/,
  /\bconsents?\b/,
  /\bauthori[sz]e[sd]?\b/,
  /\bpermission\b/,
  /\baccepts?\b/,
];

export interface ProtectedCategory {
  /** How messages name the category. */
  name: string;
  /** Any match flags the text. */
  patterns: readonly TextTest[];
  /**
   * Phrases that may be asked although they contain a pattern's word; they are removed from the text
   * before the patterns are tried. Each has the `g` flag: every occurrence is removed.
   */
  allowed?: readonly RegExp[];
}

/**
 * What a creditor may not ask in a pre-application inquiry under the Equal Credit Opportunity Act.
 * Citizenship, permanent residence and immigration status may be asked, so nothing here names them.
 * Marital status is checked conservatively: a lead funnel is no application, so any marital-status
 * question is flagged; a spouse named for another purpose (a VA benefit earned by a spouse's service,
 * a surviving spouse's eligibility) is allowed.
 */
export const PROTECTED_CATEGORIES: readonly ProtectedCategory[] = [
  {
    name: 'race or color',
    patterns: [
      /\brace\b/,
      /\bracial\b/,
      /\bethnic(?:ity|ities)?\b/,
      /\bskin (?:colou?r|tone)\b/,
      /\bcolou?r of (?:your|the applicant's|the borrower's) skin\b/,
      /\bhispanic\b/,
      /\blatin[oax]\b/,
      /\bafrican[ -]american\b/,
      /\bpacific islander\b/,
      /\bnative american\b/,
      /\balaska native\b/,
      /\bcaucasian\b/,
    ],
  },
  {
    name: 'religion',
    patterns: [/\breligions?\b/, /\breligious\b/, /\bplace of worship\b/],
  },
  {
    name: 'national origin',
    patterns: [/\bnational origin\b/, /\bcountry of (?:origin|birth)\b/, /\bplace of birth\b/, /\bbirthplace\b/, /\bancestry\b/],
  },
  {
    name: 'sex or gender',
    patterns: [/\bsex\b/, /\bgender\b/, /\bsexual orientation\b/, /\b(?:fe)?male\b/, /\bpronouns?\b/],
  },
  {
    name: 'marital status',
    patterns: [
      /\bmarital\b/,
      /\b(?:un)?married\b/,
      /\bmarriage\b/,
      /\bdivorced?\b/,
      /\bwidow(?:ed|er)?\b/,
      /\bspouses?\b/,
      /\bspousal\b/,
      /\bhusband\b/,
      /\bwife\b/,
      /\bdomestic partner(?:ship)?\b/,
      /\bcivil union\b/,
    ],
    allowed: [/\bspouses? (?:have |has |ever )?(?:served|serve|serving|service)\b/g, /\bsurviving spouses?\b/g],
  },
  {
    name: 'age',
    patterns: [
      /\bages?\b/,
      /\bdate of birth\b/,
      /\bbirth ?date\b/,
      /\bbirthday\b/,
      /\bdob\b/,
      /\bhow old are you\b/,
      /\byears? old\b/,
      /\byear (?:you were )?born\b/,
      /\b(?:were you|you were) born\b/,
    ],
    allowed: [/\bage of (?:the|your) (?:home|house|property|roof|building|loan|mortgage)\b/g, /\b(?:home|house|property|roof|building|loan|mortgage) age\b/g],
  },
];

export type TridItem = 'income' | 'ssn' | 'propertyAddress' | 'propertyValue' | 'loanAmount';

/**
 * The five items of a TRID application a question can collect (the contact step always collects the
 * sixth, the name), recognised in a question's answer key or title. A ZIP code alone is not a property
 * address, so nothing here matches "zip".
 */
export const TRID_ITEMS: ReadonlyArray<{ item: TridItem; name: string; patterns: readonly TextTest[] }> = [
  {
    item: 'income',
    name: 'income',
    patterns: [/\bincomes?\b/, /\bsalary\b/, /\bsalaries\b/, /\bwages?\b/, /\bearnings\b/],
  },
  {
    item: 'ssn',
    name: 'Social Security number',
    patterns: [/\bssn\b/, /\bsocial security\b/, wordsInOrder(/\bsocial\b/, /\bnumber\b/), /\btax ?payer id(?:entification)?\b/, /\bitin\b/],
  },
  {
    item: 'propertyAddress',
    name: 'property address',
    patterns: [
      /\b(?:property|street|home|house|subject property|mailing) address\b/,
      /\b(?:property|home|house)'s address\b/,
      /\baddress of (?:the|your) (?:property|home|house)\b/,
      /\bstreet (?:name|number)\b/,
    ],
  },
  {
    item: 'propertyValue',
    name: 'estimated property value',
    patterns: [
      /\b(?:home|house|property|estimated|appraised|market) value\b/,
      /\bvalue of (?:the|your) (?:home|house|property)\b/,
      /\b(?:home|house|property)'s (?:estimated )?value\b/,
      /\bpurchase price\b/,
      /\bsales? price\b/,
    ],
  },
  {
    item: 'loanAmount',
    name: 'loan amount sought',
    patterns: [
      /\bloan amount\b/,
      /\bamount (?:to|you (?:want|would like|need|wish|plan) to) borrow\b/,
      /\bborrow(?:ing)? amount\b/,
      /\bhow much (?:would you like|do you want|do you need|do you plan|are you looking) to borrow\b/,
      /\bcash[ -]?out amount\b/,
      wordsInOrder(/\bhow much cash\b/, /\btake out\b/),
      /\b(?:desired|requested) loan\b/,
    ],
  },
];

const isUpperCode = (code: number) => code >= 65 && code <= 90;
const isLowerCode = (code: number) => code >= 97 && code <= 122;
const isDigitCode = (code: number) => code >= 48 && code <= 57;

/**
 * Camel case split into words: a space before a capital that follows a lower-case letter or a digit
 * (cashOut -> cash Out), and before the last capital of a run of capitals that starts a word (SSNumber ->
 * SS Number). A loop, since the obvious `([A-Z]+)([A-Z][a-z])` rescans a run of capitals from each of them.
 */
function splitCamelCase(text: string): string {
  let split = '';
  let from = 0;
  for (let i = 1; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (!isUpperCode(code)) continue;
    const before = text.charCodeAt(i - 1);
    if (isLowerCode(before) || isDigitCode(before) || (isUpperCode(before) && isLowerCode(text.charCodeAt(i + 1)))) {
      split += `${text.slice(from, i)} `;
      from = i;
    }
  }
  return from === 0 ? text : split + text.slice(from);
}

/** Lower-cased text for the patterns: camel-case and separators split, apostrophes and spaces unified. */
export function lendingText(text: string): string {
  return splitCamelCase(text)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[_\-./]+/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}
