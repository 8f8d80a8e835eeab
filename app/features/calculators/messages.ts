import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

export const calculatorsText = defineCatalog({ en, es });
export type CalculatorsKey = (typeof calculatorsText.keys)[number];
