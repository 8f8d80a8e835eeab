import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PageQuery } from '../../domain/page-query';
import { pageHandle } from '../../site/head';
import type { Locale } from '../../../i18n/locales';
import { formLoader, prefillFromQuery } from '../forms';
import { withProgramLoanType } from './program-context';
import { BrokeredRateScreen } from './brokered-rate-screen';
import { brokeredRateText } from './messages';
import { variantFixedValues, type RateVariant } from './rate-variants';

const headIn = (variant: RateVariant, locale: Locale) => ({
  title: brokeredRateText.text(locale, `title.${variant}`),
  description: brokeredRateText.text(locale, `description.${variant}`),
});

/**
 * What a rate page's rendering reads of its query: whether it is embedded without the site's chrome
 * (`ifr`), the program page it came from, and the fields the brokered-rate form's `ui:prefill` fills (the
 * broker named in the heading among them). A parameter added to that `ui:prefill` is added here too.
 */
export const RATE_PAGE_QUERY: PageQuery = {
  reads: ['ifr', 'program', 'brokerFirstName', 'brokerLastName', 'brokerEmail', 'state', 'loanType', 'from'],
};

/** The route module of a brokered-rate page: its head, the form's loader, and the screen in its variant. */
export function rateRoute(variant: RateVariant) {
  return {
    handle: { ...pageHandle({ en: headIn(variant, 'en'), es: headIn(variant, 'es') }), query: RATE_PAGE_QUERY },
    // Prefilled from the query (the program page's loan type among it), its origin fixed on /vet-rate.
    loader: (args: LoaderFunctionArgs) => formLoader('brokered-rate', (form, query, patterns) => ({ ...prefillFromQuery(form, withProgramLoanType(query), patterns), ...variantFixedValues[variant] }))(args),
    Component: () => <BrokeredRateScreen variant={variant} />,
  };
}
