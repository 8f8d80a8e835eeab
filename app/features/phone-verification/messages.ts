import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The phone verification dialog's words. */
export const verificationText = defineCatalog({ en, es });
export type VerificationTextKey = (typeof verificationText.keys)[number];
