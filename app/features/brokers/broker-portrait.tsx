import { useText } from '../../../renderers/i18n/locale-context';
import { portraitText } from './portrait/messages';

/** A loan officer's round portrait (the medium image), described by name, lazy unless `eager`. */
export function BrokerPortrait({
  broker,
  size,
  eager = false,
  className,
}: {
  broker: { firstName: string; lastName: string; medResImageUrl: string };
  size: number;
  eager?: boolean;
  /** Its size class and ring. */
  className: string;
}) {
  const t = useText(portraitText);
  return (
    <img
      src={broker.medResImageUrl}
      alt={t('portraitAlt', { name: `${broker.firstName} ${broker.lastName}` })}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`shrink-0 rounded-full bg-brand-50 object-cover ${className}`}
    />
  );
}
