import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** VetLife's own words (its chooser, progress, contact step, waits and thank-you). */
export const vetLifeText = defineCatalog({ en, es });
