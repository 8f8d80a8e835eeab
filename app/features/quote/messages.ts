import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The quote questionnaire's own words (its chooser, contact step, waits and thank-you). */
export const quoteText = defineCatalog({ en, es });
