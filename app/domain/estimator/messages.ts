import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The estimator's option labels and the sentences that explain an ineligible request (the API builds them too). */
export const estimatorText = defineCatalog({ en, es });
