import { useSearchParams } from 'react-router-dom';
import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../../renderers/i18n/locale-context';

export type RateVariant = 'brokered' | 'vet';

export const rateVariantTitles: Record<RateVariant, Record<Locale, string>> = {
  brokered: { en: 'Get a Brokered Rate', es: 'Obtenga una tasa con corredor' },
  vet: { en: 'Get a Vet Rate', es: 'Obtenga una tasa para veteranos' },
};

/** The page heading, and a description that names the broker when the visitor came from a profile. */
export function BrokeredRateHeading({ variant }: { variant: RateVariant }) {
  const [params] = useSearchParams();
  const locale = useLocale();
  const brokerName = [params.get('brokerFirstName'), params.get('brokerLastName')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return (
    <header>
      <h1 className="text-4xl font-bold text-brand-900">{rateVariantTitles[variant][locale]}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {brokerName
          ? `Tell ${brokerName} about your home and goals, and ${brokerName} will shop lenders for your best rate.`
          : 'Tell us about your home and goals, and a licensed broker will shop lenders for your best rate.'}
      </p>
    </header>
  );
}
