import { defineCatalog } from '../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The form widgets' own words, and rjsf's built-in strings (`rjsf.<TranslatableString name>`, parameters as {1}, {2}). */
export const formWidgetText = defineCatalog({ en, es });
