import { verificationText } from './messages';

/** The dialog's texts in English, as the QA walker finds them on the English pages (the dialog uses the catalog). */
export const verificationTexts = Object.fromEntries(verificationText.keys.map((key) => [key, verificationText.text('en', key)])) as Record<(typeof verificationText.keys)[number], string>;

/** Seconds before a code can be sent again. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** How long the success message shows before the dialog hands over. */
export const VERIFIED_DELAY_MS = 1000;
