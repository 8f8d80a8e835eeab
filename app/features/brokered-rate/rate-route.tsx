import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageHandle } from '../../site/head';
import type { Locale } from '../../../i18n/locales';
import { loadForm } from '../forms';
import { BrokeredRateScreen } from './brokered-rate-screen';
import { rateVariantTitles } from './brokered-rate-heading';
import type { RateVariant } from './rate-variants';

/** The route module of a brokered-rate page: its head, the form's loader, and the screen in its variant. */
export function rateRoute(variant: RateVariant, description: Record<Locale, string>) {
  return {
    handle: pageHandle({
      en: { title: rateVariantTitles[variant].en, description: description.en },
      es: { title: rateVariantTitles[variant].es, description: description.es },
    }),
    loader: async ({ context }: LoaderFunctionArgs) => ({ form: await loadForm(context, 'brokered-rate') }),
    Component: () => <BrokeredRateScreen variant={variant} />,
  };
}
