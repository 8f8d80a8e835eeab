import { defineCatalog } from '../../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The portrait's own text, apart from the directory's catalog: the site's header shows a portrait on every page. */
export const portraitText = defineCatalog({ en, es });
