import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The broker directory's and the broker profile's texts. */
export const brokersText = defineCatalog({ en, es });

export type BrokersTextKey = (typeof brokersText.keys)[number];
