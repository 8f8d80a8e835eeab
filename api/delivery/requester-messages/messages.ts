import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** What the site writes to a visitor (not to staff): in the language the visitor used. */
export const requesterText = defineCatalog({ en, es });
