import type { Finding } from '../../types/lint';
import { flowTextEntries } from '../../i18n/flow-texts';
import { isDefinitionLanguage, LANGUAGE_NAMES } from '../../i18n/languages';
import { translationIssues, type TranslationIssue } from '../../i18n/translation-issues';
import { pointer } from '../json-pointer';
import { finding, type LintRule } from '../finding';
import { CONSENT_LINK_FIX, linksPrivacyPolicy, unrenderedLinks } from './consent';

const nameOf = (language: string) => (isDefinitionLanguage(language) ? `${LANGUAGE_NAMES[language]} (${language})` : language);
const listed = (names: string[]) => (names.length > 0 ? names.map((name) => `{${name}}`).join(', ') : 'none');
const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** A translation issue as a finding; the same wording serves the forms' gate (app/domain/forms). */
export function translationFinding(issue: TranslationIssue): Finding {
  switch (issue.kind) {
    case 'missing':
      return finding('translation-missing', issue.entry.pointer, `No ${nameOf(issue.language)} text for ${issue.entry.key} (${quote(issue.entry.text)}).`,
        `Add "${issue.entry.key}" to translations.${issue.language}, or remove ${issue.language} from languages.`);
    case 'placeholders':
      return finding('invalid-translation', pointer('translations', issue.language, issue.entry.key),
        `The ${nameOf(issue.language)} text for ${issue.entry.key} has the placeholders ${listed(issue.found)} instead of ${listed(issue.expected)}.`,
        'Keep every {name} of the English text, spelled the same, and add none.');
    case 'stale':
      return finding('translation-stale', pointer('translations', issue.language, issue.key), `translations.${issue.language} has "${issue.key}", which names no text of this definition.`,
        'Remove it, or rename it to the key of the text it translates (questions are keyed by component, options by value).');
    case 'unused-language':
      return finding('translation-stale', pointer('translations', issue.language), `translations.${issue.language} is never served: languages does not list ${issue.language}.`,
        `Add "${issue.language}" to languages once every text is translated, or remove translations.${issue.language}.`);
  }
}

/**
 * Every text in every enabled language: a missing or empty translation is an error (the gate refuses the
 * flow), as is one that drops a {placeholder} or a consent that no longer links the privacy policy; a
 * translation that names no text is a warning.
 */
export const translationProblems: LintRule = ({ flow }) => {
  const issues = translationIssues(flow, flowTextEntries(flow));
  const found: Finding[] = issues.map(translationFinding);
  const consents = Object.entries(flow.translations ?? {}).filter(([, table]) => typeof table?.['contact.consent'] === 'string' && table['contact.consent'].trim() !== '');
  for (const [language, table] of consents) {
    const consent = table!['contact.consent']!;
    const path = pointer('translations', language, 'contact.consent');
    if (!linksPrivacyPolicy(consent)) {
      found.push(finding('invalid-translation', path, `The ${nameOf(language)} consent statement does not link the privacy policy as [label](/privacy-policy).`,
        'Link the privacy policy in the translation too, e.g. [Política de privacidad](/privacy-policy).'));
    }
    for (const link of unrenderedLinks(consent)) {
      found.push(finding('invalid-translation', path, `The ${nameOf(language)} consent statement's link ${JSON.stringify(link)} is not a labelled link to a path on this site; it would show as plain text.`, CONSENT_LINK_FIX));
    }
  }
  return found;
};
