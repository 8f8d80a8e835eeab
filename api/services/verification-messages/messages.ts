import { defineCatalog } from '../../../i18n/catalog';
import type { Locale } from '../../../i18n/locales';
import en from './messages.en.json';
import es from './messages.es.json';

const verificationText = defineCatalog({ en, es });

/** The texts the server answers with, in the visitor's language (the dialog shows them as they are), and the SMS itself. */
export function verificationMessagesIn(locale: Locale) {
  const t = (key: (typeof verificationText.keys)[number], values?: Record<string, string | number>) => verificationText.text(locale, key, values);
  return {
    phoneRequired: t('phoneRequired'),
    phoneInvalid: t('phoneInvalid'),
    codeFormat: t('codeFormat'),
    expired: t('expired'),
    tooManyChecks: t('tooManyChecks'),
    sendFailed: t('sendFailed'),
    cooldown: (seconds: number) => t('cooldown', { seconds }),
    tooManySends: t('tooManySends'),
    sms: (code: string, minutes: number) => t('sms', { code, minutes }),
  };
}

export type VerificationMessages = ReturnType<typeof verificationMessagesIn>;
