import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import type { Broker, Localized } from '../../domain/content/content-types';
import { fallbackLang, keepFallbackFields } from '../../domain/content/fallback-lang';
import { usStateLabel } from '../../domain/content/us-states';
import { brokerProfilePath, telHref } from './broker-paths';
import { PhoneIcon } from './broker-icons';
import type { LanguageBroker } from './broker-language';
import { BrokerPortrait } from './broker-portrait';
import { brokersText } from './messages';
import { SpokenLanguages } from './spoken-languages';

export type DirectoryBroker = Pick<
  Broker,
  'brokerKey' | 'firstName' | 'lastName' | 'title' | 'phoneNumber' | 'nmlsId' | 'states' | 'experience' | 'medResImageUrl'
> & { languages?: string[] } & Localized<'title' | 'experience'>;

export function toDirectoryBroker(broker: Broker & LanguageBroker): DirectoryBroker {
  const { brokerKey, firstName, lastName, title, phoneNumber, nmlsId, states, experience, medResImageUrl, languages } = broker;
  return {
    brokerKey,
    firstName,
    lastName,
    title,
    phoneNumber,
    nmlsId,
    states,
    experience,
    medResImageUrl,
    ...(languages ? { languages: [...languages] } : {}),
    ...keepFallbackFields(broker, ['title', 'experience']),
  };
}

/** One loan officer in the directory: portrait, name, title, NMLS #, languages, licensed states, expertise, profile and phone. */
export function DirectoryCard({ broker, eager }: { broker: DirectoryBroker; eager: boolean }) {
  const t = useText(brokersText);
  const name = `${broker.firstName} ${broker.lastName}`;
  const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md" data-broker={broker.brokerKey}>
      <div className="flex items-center gap-4">
        <BrokerPortrait broker={broker} size={80} eager={eager} className="size-20 ring-4 ring-brand-50" />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-brand-900">
            <Link to={brokerProfilePath(broker.brokerKey)} className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {name}
            </Link>
          </h2>
          <p lang={fallbackLang(broker, 'title')} className="text-sm text-slate-700">
            {broker.title}
          </p>
          <p className="text-xs font-medium text-slate-600">NMLS #{broker.nmlsId}</p>
          <SpokenLanguages broker={broker} className="mt-1 block text-xs font-semibold text-teal-800" />
        </div>
      </div>
      <dl className="mt-5 flex-1 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">{t('card.licensedIn')}</dt>
          <dd className="mt-1 flex flex-wrap gap-1">
            {broker.states.map((code) => (
              <abbr key={code} title={usStateLabel(code)} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-bold text-slate-700 no-underline">
                {code}
              </abbr>
            ))}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{t('filters.expertise')}</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {broker.experience.map((label) => (
              <span key={label} lang={fallbackLang(broker, 'experience')} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                {label}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Link to={brokerProfilePath(broker.brokerKey)} className="btn-secondary px-5 py-2 text-sm">
          {richText(t('card.viewProfile', { name }), [srOnly])}
        </Link>
        <a href={telHref(broker.phoneNumber)} className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          <PhoneIcon className="size-4" />
          <span>{richText(t('callAt', { name, phone: broker.phoneNumber }), [srOnly])}</span>
        </a>
      </div>
    </li>
  );
}
