import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The embedded quote page's words around its frame. */
export const startIframeText = defineCatalog({ en, es });
