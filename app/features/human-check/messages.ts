import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The human check's words. */
export const humanCheckText = defineCatalog({ en, es });
