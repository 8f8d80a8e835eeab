import { Link } from 'react-router-dom';
import type { BrokerCard } from '../../root/root-loader';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { useText } from '../../../renderers/i18n/locale-context';
import { navText } from './messages';
import { navPaths } from './nav-paths';
import { focusRing } from './nav-styles';
import { BrokerPortrait } from '../../features/brokers';

/**
 * The featured loan officer (picked at random by the root loader on the server, so the browser hydrates
 * the same one): portrait, name and title, linking to the profile.
 */
export function FeaturedBroker({ broker }: { broker: BrokerCard }) {
  const t = useText(navText);
  const name = `${broker.firstName} ${broker.lastName}`;
  return (
    <Link to={navPaths.broker(broker.brokerKey)} className={`group flex items-center gap-4 rounded-xl ${focusRing}`}>
      <BrokerPortrait broker={broker} size={88} className="size-22 shadow-md ring-4 ring-white" />
      <span>
        <span className="block text-xs font-semibold uppercase tracking-wider text-teal-800">{t('featuredOfficer')}</span>
        <span className="mt-0.5 block text-lg font-bold text-brand-900 group-hover:underline">{name}</span>
        <span lang={fallbackLang(broker, 'title')} className="block text-sm text-slate-600">{broker.title}</span>
      </span>
    </Link>
  );
}
