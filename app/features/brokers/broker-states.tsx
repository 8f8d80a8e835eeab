import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UsStateMap } from '../../components/us-map/us-state-map';
import type { Broker } from '../../domain/content/content-types';
import { usStateLabel } from '../../domain/content/us-states';
import { localizedPath } from '../../../i18n/locales';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { brokeredRatePath, type RateLinkBroker } from './broker-paths';
import { brokersText } from './messages';

/**
 * The profile's 'States' section: a badge per licensed state and the map with those states
 * highlighted. Pointing at (or focusing) a badge highlights its state on the map and the other way round;
 * either one leads to the rate page with the broker and the state filled in.
 */
export function BrokerStates({ broker }: { broker: RateLinkBroker & Pick<Broker, 'states'> }) {
  const [active, setActive] = useState<string | null>(null);
  const navigate = useNavigate();
  const locale = useLocale();
  const t = useText(brokersText);
  const name = `${broker.firstName} ${broker.lastName}`;
  const states = broker.states.map((code) => code.toUpperCase());
  const linkLabel = (code: string) => t('states.link', { state: usStateLabel(code) });
  return (
    <section aria-labelledby="states-heading" data-section="states">
      <h2 id="states-heading" className="text-2xl font-bold text-brand-900">{t('states.heading')}</h2>
      <p className="mt-2 text-slate-600">
        {t('states.intro', { firstName: broker.firstName, count: states.length })}
      </p>
      <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('states.listLabel', { name })}>
        {states.map((code) => {
          const isActive = active === code;
          return (
            <li key={code}>
              <Link
                to={brokeredRatePath(broker, code)}
                aria-label={linkLabel(code)}
                onMouseEnter={() => setActive(code)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(code)}
                onBlur={() => setActive(null)}
                data-state-badge={code}
                data-active={isActive ? 'true' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  isActive ? 'border-teal-700 bg-teal-700 text-white' : 'border-brand-100 bg-brand-50 text-brand-800 hover:border-brand-600'
                }`}
              >
                <span className="font-bold">{code}</span>
                <span className={isActive ? 'text-white' : 'text-slate-700'}>{usStateLabel(code)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <figure className="mt-8 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <UsStateMap
          label={t('states.map', { name, count: states.length })}
          highlighted={states}
          active={active}
          onActiveChange={setActive}
          hrefFor={(code) => localizedPath(brokeredRatePath(broker, code), locale)}
          onSelect={(code) => navigate(brokeredRatePath(broker, code))}
        />
        <figcaption className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 14 14" className="size-3.5">
              <rect width={14} height={14} rx={3} className="fill-[url(#us-map-highlight-hatch)] stroke-brand-900" strokeWidth={2.5} />
            </svg>
            {t('states.licensed')}
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3.5 rounded-sm bg-slate-200" /> {t('states.notLicensed')}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
