import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The forms' own words around a definition's: the removal request's pages and confirmation steps. */
export const formsText = defineCatalog({ en, es });
