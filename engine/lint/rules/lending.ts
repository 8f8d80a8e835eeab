import type { Finding } from '../../types/lint';
import { consentParts } from '../../flow/consent-parts';
import { optionLabel } from '../../option-values';
import { canComplete, reachable } from '../graph-checks';
import { pointer, questionPointer } from '../json-pointer';
import { describe, finding, type LintContext, type LintRule } from '../finding';
import { CONSENT_AGREEMENT_WORDS, PROTECTED_CATEGORIES, TRID_ITEMS, lendingText, type TridItem } from './lending-rules-data';

/**
 * A lead is sent only from the contact step (its button carries the consent statement), and every
 * completing path ends on that step, so no path can submit around it: the statement itself is what can
 * be missing. invalid-consent already refuses an empty statement and one without the privacy-policy link;
 * this rule refuses a statement that is there but states no agreement, e.g. only the privacy-policy link.
 */
export const consentMissing: LintRule = ({ flow }) => {
  const consent = flow.contact?.consent;
  if (typeof consent !== 'string' || consent.trim() === '') return [];
  const plain = lendingText(consentParts(consent).filter((part) => typeof part === 'string').join(' '));
  if (CONSENT_AGREEMENT_WORDS.some((word) => word.test(plain))) return [];
  return [finding('consent-missing', pointer('contact', 'consent'),
    'The consent statement says nothing the visitor agrees to outside its links: every path would submit a lead without a consent statement.',
    'Say, outside the links, what the visitor agrees to by pressing the button (e.g. "you agree that we may call, text and e-mail you").')];
};

/** The protected categories a text names, allowed phrases left out. */
function protectedCategories(raw: string): string[] {
  const text = lendingText(raw);
  const names: string[] = [];
  for (const category of PROTECTED_CATEGORIES) {
    const kept = (category.allowed ?? []).reduce((rest, allowed) => rest.replace(allowed, ' '), text);
    if (category.patterns.some((pattern) => pattern.test(kept))) names.push(category.name);
  }
  return names;
}

/**
 * Questions that ask what a creditor may not ask before an application under the Equal Credit Opportunity
 * Act: race or color, religion, national origin, sex or gender, marital status, age. Checked in each
 * asked question's title, subtitle, alias and option labels.
 */
export const prohibitedQuestions: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const file = context.index.fileIndexes[at]!;
    const data = question.questionData;
    const texts: Array<[string, string | undefined]> = [
      [questionPointer(file, 'title'), question.title],
      [questionPointer(file, 'subTitle'), question.subTitle],
      [questionPointer(file, 'questionData', 'alias'), data.alias],
      ...(data.options ?? []).map((option, i): [string, string] =>
        typeof option === 'string' ? [questionPointer(file, 'questionData', 'options', i), option] : [questionPointer(file, 'questionData', 'options', i, 'label'), optionLabel(option)]),
    ];
    for (const [path, text] of texts) {
      if (typeof text !== 'string') continue;
      const names = protectedCategories(text);
      if (names.length === 0) continue;
      found.push(finding('prohibited-question', path,
        `${describe(context, at)} asks about ${names.join(' and ')} (${JSON.stringify(text)}), which a lender may not ask before an application under the Equal Credit Opportunity Act.`,
        `Remove the question or reword it so it no longer asks about ${names.join(' or ')}.`));
    }
  });
  return found;
};

const ALL_ITEMS = (1 << TRID_ITEMS.length) - 1;

/** The TRID items a question collects, as a bit mask (bit i: TRID_ITEMS[i]), from its answer key and title. */
function itemMask(context: LintContext, at: number): number {
  const texts = [lendingText(context.index.keys[at]!), lendingText(context.index.questions[at]!.title)];
  let mask = 0;
  TRID_ITEMS.forEach(({ patterns }, i) => {
    if (texts.some((text) => patterns.some((pattern) => pattern.test(text)))) mask |= 1 << i;
  });
  return mask;
}

const TRID_MESSAGE = 'collecting all six makes the request a TRID application, which starts the three-business-day Loan Estimate clock';
const TRID_HINT = 'Leave one of the six to the loan officer (e.g. ask the ZIP code, not the property address, or no Social Security number), or be ready to send a Loan Estimate within three business days.';

/**
 * A completing path that collects the consumer's name (the contact step), income, Social Security number,
 * property address, estimated property value and loan amount sought. Reported at the question that
 * completes the set, once per such question. When the enumeration was truncated and no enumerated path
 * collects all six, the questions that can be asked on completing paths are checked together instead.
 */
export const tridApplication: LintRule = (context) => {
  const masks = context.index.questions.map((_, at) => itemMask(context, at));
  const found = new Map<string, Finding>();
  for (const path of context.enumeration.paths) {
    if (path.end !== 'complete') continue;
    const firstAt = new Map<TridItem, number>();
    let mask = 0;
    for (const at of path.indexes) {
      TRID_ITEMS.forEach(({ item }, i) => {
        if (masks[at]! & (1 << i) && !firstAt.has(item)) firstAt.set(item, at);
      });
      mask |= masks[at]!;
      if (mask !== ALL_ITEMS) continue;
      const where = questionPointer(context.index.fileIndexes[at]!);
      if (!found.has(where)) {
        const items = TRID_ITEMS.map(({ item, name }) => `${name} (${describe(context, firstAt.get(item)!)})`);
        found.set(where, finding('trid-application', where,
          `A path through ${describe(context, at)} collects the consumer's name (contact step), ${items.join(', ')}: ${TRID_MESSAGE}.`, TRID_HINT));
      }
      break;
    }
  }
  if (found.size > 0 || !context.enumeration.truncated) return [...found.values()];
  const ends = canComplete(context.edges);
  let mask = 0;
  for (const at of reachable(context.edges)) if (ends.has(at)) mask |= masks[at]!;
  if (mask !== ALL_ITEMS) return [];
  return [finding('trid-application', '',
    `None of the first ${context.enumeration.paths.length} paths collects all six items of a TRID application, but the flow's questions ask for all of them and a path beyond those may: ${TRID_MESSAGE}.`, TRID_HINT)];
};
