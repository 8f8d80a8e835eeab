import { Link } from 'react-router-dom';
import type { BrokerCard } from '../../root/root-loader';
import { useText } from '../../../renderers/i18n/locale-context';
import { navText } from './messages';
import { navPaths } from './nav-paths';
import { focusRing } from './nav-styles';

/** A horizontally scrolling row of loan officers' portraits, each linking to the profile. */
export function AvatarStrip({ brokers }: { brokers: readonly BrokerCard[] }) {
  const t = useText(navText);
  if (brokers.length === 0) return null;
  return (
    <ul aria-label={t('ourOfficers')} className="-mx-5 flex snap-x scroll-px-5 gap-3 overflow-x-auto px-5 pt-1 pb-2 [scrollbar-width:thin]">
      {brokers.map((broker) => {
        const name = `${broker.firstName} ${broker.lastName}`;
        return (
          <li key={broker.brokerKey} className="shrink-0 snap-start">
            <Link to={navPaths.broker(broker.brokerKey)} className={`block w-16 rounded-lg text-center ${focusRing}`}>
              <img
                src={broker.medResImageUrl || broker.lowResImageUrl}
                alt={name}
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="mx-auto size-14 rounded-full bg-brand-50 object-cover ring-2 ring-white shadow"
              />
              <span aria-hidden="true" className="mt-1 block truncate text-xs font-medium text-slate-700">{broker.firstName}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
