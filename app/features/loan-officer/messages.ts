import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The thank-you's "who will call you" texts. */
export const loanOfficerText = defineCatalog({ en, es });
