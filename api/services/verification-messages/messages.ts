import { defineCatalog } from '../../../i18n/catalog';
import type { Locale } from '../../../i18n/locales';
import { US_TEXTABLE_PHONE_MESSAGE_KEY } from '../../../engine/rules/us-textable-phone';
import en from './messages.en.json';
import es from './messages.es.json';

const verificationText = defineCatalog({ en, es });

/**
 * The texts the server answers with about texting a phone (verification codes, removal-request codes), in the
 * visitor's language (the dialog shows them as they are), and the verification SMS itself.
 */
export function verificationMessagesIn(locale: Locale) {
  const t = (key: (typeof verificationText.keys)[number], values?: Record<string, string | number>) => verificationText.text(locale, key, values);
  return {
    phoneRequired: t('phoneRequired'),
    phoneInvalid: t('phoneInvalid'),
    /** A US number the site does not text (foreign NANP, toll-free, premium-rate): the removal form's phone says the same. */
    phoneNotTextable: t(US_TEXTABLE_PHONE_MESSAGE_KEY),
    codeFormat: t('codeFormat'),
    expired: t('expired'),
    tooManyChecks: t('tooManyChecks'),
    sendFailed: t('sendFailed'),
    cooldown: (seconds: number) => t('cooldown', { seconds }),
    tooManySends: t('tooManySends'),
    sms: (code: string, minutes: number) => t('sms', { code, minutes }),
    /** A removal request refused because its phone had its requests for the day. */
    removalPhoneLimit: t('removalPhoneLimit'),
    /** A removal request refused because its code could not be texted (nothing was stored). */
    removalTextFailed: t('removalTextFailed'),
  };
}

export type VerificationMessages = ReturnType<typeof verificationMessagesIn>;
