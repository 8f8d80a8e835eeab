import { defineCatalog } from '../../../i18n/catalog';
import en from './messages.en.json';
import es from './messages.es.json';

/** The words every funnel shares: Back, Continue, progress, the loan-type choices, the promises, the funnel chrome. */
export const funnelText = defineCatalog({ en, es });
