import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageHandle } from '../../site/head';
import type { Locale } from '../../../i18n/locales';
import { loadForm } from '../forms';
import { BrokeredRateScreen } from './brokered-rate-screen';
import { brokeredRateText } from './messages';
import type { RateVariant } from './rate-variants';

const headIn = (variant: RateVariant, locale: Locale) => ({
  title: brokeredRateText.text(locale, `title.${variant}`),
  description: brokeredRateText.text(locale, `description.${variant}`),
});

/** The route module of a brokered-rate page: its head, the form's loader, and the screen in its variant. */
export function rateRoute(variant: RateVariant) {
  return {
    handle: pageHandle({ en: headIn(variant, 'en'), es: headIn(variant, 'es') }),
    loader: async ({ context }: LoaderFunctionArgs) => ({ form: await loadForm(context, 'brokered-rate') }),
    Component: () => <BrokeredRateScreen variant={variant} />,
  };
}
