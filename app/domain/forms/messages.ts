import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The forms' own words where a definition has none (the browser and the server answer with them). */
export const formRuleText = defineCatalog({ en, es });
