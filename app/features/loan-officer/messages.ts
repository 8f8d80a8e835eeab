import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The thank-you's who-will-call card, what happens next and what to have ready. */
export const loanOfficerText = defineCatalog({ en, es });
