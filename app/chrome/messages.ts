import { defineCatalog } from '../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The texts of the shell's own pages (Not Found). */
export const chromeText = defineCatalog({ en, es });
