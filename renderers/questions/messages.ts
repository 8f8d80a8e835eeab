import { defineCatalog } from '../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The question renderers' own words, and the engine's messages in every language (see engine-message.ts). */
export const questionText = defineCatalog({ en, es });
export type QuestionTextKey = (typeof questionText.keys)[number];
