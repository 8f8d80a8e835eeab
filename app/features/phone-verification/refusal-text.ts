import { defaultLocale, type Locale } from '../../../i18n/locales';
import { SubmitError } from '../../data/post-json';
import { humanCheckText } from '../human-check';
import { verificationText, type VerificationTextKey } from './messages';

type HumanCheckKey = (typeof humanCheckText.keys)[number];

/** The server's refusals the dialog can meet, by their stable code: its English words are the server's. */
const BY_CODE: Readonly<Record<string, { verification: VerificationTextKey } | { humanCheck: HumanCheckKey }>> = {
  validation_failed: { verification: 'phoneInvalid' },
  phone_not_textable: { verification: 'phoneNotTextable' },
  code_expired: { verification: 'codeExpired' },
  too_many_checks: { verification: 'tooManyChecks' },
  sms_failed: { verification: 'sendFailed' },
  rate_limited: { verification: 'tooManySends' },
  human_check_required: { humanCheck: 'required' },
  human_check_expired: { humanCheck: 'expired' },
  human_check_unavailable: { humanCheck: 'unavailable' },
};

/**
 * What to tell the visitor when a send or a check failed: in English the server's own words (they may
 * name a wait), in another language the words for the refusal's code, else `fallback`.
 */
export function refusalText(locale: Locale, error: unknown, fallback: VerificationTextKey): string {
  if (!(error instanceof SubmitError)) return verificationText.text(locale, fallback);
  if (locale === defaultLocale && error.message) return error.message;
  if (error.code === 'bad_request') {
    if (error.fields?.phoneNumber) return verificationText.text(locale, 'phoneRequired');
    if (error.fields?.code) return verificationText.text(locale, 'codeFormat');
  }
  const known = Object.hasOwn(BY_CODE, error.code) ? BY_CODE[error.code] : undefined;
  if (!known) return verificationText.text(locale, fallback);
  return 'verification' in known ? verificationText.text(locale, known.verification) : humanCheckText.text(locale, known.humanCheck);
}
