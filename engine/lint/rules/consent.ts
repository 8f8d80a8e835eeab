import type { Finding } from '../../types/lint';
import { bracketLinks, LINK_SHAPED_SYNTAX, RENDERED_LINK_SYNTAX } from '../../flow/bracket-links';
import { isSitePath } from '../../flow/site-path';
import { pointer } from '../json-pointer';
import { finding, type LintRule } from '../finding';

export const PRIVACY_POLICY_LINK = '[Privacy Policy](/privacy-policy)';
const RENDERED_LINK = /^\[[^\]\n]+\]\([^()\s]*\)$/;
const FIX = 'Write links as [label](/site-path): a path on this site, starting with a single slash.';

/**
 * The contact step's consent statement: present, linking the privacy policy, and with no link the
 * contact step would not render as a link to a page of this site.
 */
export const invalidConsent: LintRule = ({ flow }) => {
  const path = pointer('contact', 'consent');
  const consent = flow.contact?.consent;
  if (typeof consent !== 'string' || consent.trim() === '') {
    return [finding('invalid-consent', path, 'The contact step has no consent statement.',
      `Write contact.consent: what the visitor agrees to by pressing the button, ending with a link ${PRIVACY_POLICY_LINK}.`)];
  }
  const found: Finding[] = [];
  if (!consent.includes(PRIVACY_POLICY_LINK)) {
    found.push(finding('invalid-consent', path, `The consent statement does not link the privacy policy as ${PRIVACY_POLICY_LINK}.`,
      `Add ${PRIVACY_POLICY_LINK} to the statement.`));
  }
  for (const link of unrenderedLinks(consent)) {
    found.push(finding('invalid-consent', path, `The consent statement's link ${JSON.stringify(link)} is not a labelled link to a path on this site; it would show as plain text.`, FIX));
  }
  return found;
};

/** Link-shaped parts of a text that would not render as a labelled link to a path on this site. */
export function unrenderedLinks(text: string): string[] {
  return bracketLinks(text, LINK_SHAPED_SYNTAX)
    .map(({ start, end, href }) => ({ whole: text.slice(start, end), href }))
    .filter(({ whole, href }) => !(RENDERED_LINK.test(whole) && isSitePath(href)))
    .map(({ whole }) => whole);
}

/** Whether a text links the privacy policy with a label of its own (a translation names it in its language). */
export const linksPrivacyPolicy = (text: string): boolean =>
  bracketLinks(text, RENDERED_LINK_SYNTAX).some((link) => link.href === '/privacy-policy');

export const CONSENT_LINK_FIX = FIX;
