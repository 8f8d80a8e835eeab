import { defineCatalog } from '../../i18n/catalog';
import en from './company/messages.en.json';
import es from './company/messages.es.json';

/** The company's own words to visitors (its promise), in every language. */
export const companyText = defineCatalog({ en, es });
