import { Link } from 'react-router-dom';
import type { BrokerCard } from '../../root/root-loader';
import { navPaths } from './nav-paths';
import { focusRing } from './nav-styles';

/**
 * The featured loan officer (picked at random by the root loader on the server, so the browser hydrates
 * the same one): portrait, name and title, linking to the profile.
 */
export function FeaturedBroker({ broker }: { broker: BrokerCard }) {
  const name = `${broker.firstName} ${broker.lastName}`;
  return (
    <Link to={navPaths.broker(broker.brokerKey)} className={`group flex items-center gap-4 rounded-xl ${focusRing}`}>
      <img
        src={broker.medResImageUrl}
        alt={`Portrait of ${name}`}
        width={88}
        height={88}
        loading="lazy"
        decoding="async"
        className="size-22 shrink-0 rounded-full bg-brand-50 object-cover shadow-md ring-4 ring-white"
      />
      <span>
        <span className="block text-xs font-semibold uppercase tracking-wider text-teal-800">Featured loan officer</span>
        <span className="mt-0.5 block text-lg font-bold text-brand-900 group-hover:underline">{name}</span>
        <span className="block text-sm text-slate-600">{broker.title}</span>
      </span>
    </Link>
  );
}
