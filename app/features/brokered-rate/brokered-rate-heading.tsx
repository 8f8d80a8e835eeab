import { useSearchParams } from 'react-router-dom';
import { useText } from '../../../renderers/i18n/locale-context';
import { brokeredRateText } from './messages';

export type RateVariant = 'brokered' | 'vet';

/** The page heading, and a description that names the broker when the visitor came from a profile. */
export function BrokeredRateHeading({ variant }: { variant: RateVariant }) {
  const [params] = useSearchParams();
  const t = useText(brokeredRateText);
  const brokerName = [params.get('brokerFirstName'), params.get('brokerLastName')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return (
    <header>
      <h1 className="text-4xl font-bold text-brand-900">{t(`title.${variant}`)}</h1>
      <p className="mt-3 text-lg text-slate-700">{brokerName ? t('intro.withBroker', { broker: brokerName }) : t('intro.default')}</p>
    </header>
  );
}
