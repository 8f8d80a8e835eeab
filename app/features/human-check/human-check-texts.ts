import { humanCheckText } from './messages';

/** The human check's texts in English, as the QA walker finds them on the English pages (the screens use the catalog). */
export const humanCheckTexts = Object.fromEntries(humanCheckText.keys.map((key) => [key, humanCheckText.text('en', key)])) as Record<(typeof humanCheckText.keys)[number], string>;

/** A token is good for 300 s (Turnstile's and the local check's): the page clears it then. */
export const HUMAN_CHECK_TTL_MS = 300_000;
