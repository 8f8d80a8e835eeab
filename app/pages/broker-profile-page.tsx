import { useState, type ReactNode } from 'react';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { localeOfPath } from '../../i18n/locales';
import { richText, useText } from '../../renderers/i18n/locale-context';
import { AudioRingButton } from '../components/audio-player/audio-ring-button';
import { companyTargets, PhoneActionBar } from '../chrome/action-bar/phone-action-bar';
import { Breadcrumbs } from '../chrome/breadcrumbs/breadcrumbs';
import { ExternalLink } from '../chrome/footer/external-link';
import { siteApiFrom } from '../data/site-api';
import type { Broker } from '../domain/content/content-types';
import { fallbackLang } from '../domain/content/fallback-lang';
import { brokerHead } from '../features/brokers/broker-head';
import { BadgeIcon, CalendarIcon, HeadsetIcon, LanguagesIcon, PhoneIcon, QuoteIcon } from '../features/brokers/broker-icons';
import { brokeredRatePath, telHref } from '../features/brokers/broker-paths';
import { BrokerStates } from '../features/brokers/broker-states';
import { brokerFullName } from '../features/brokers/featured-brokers';
import type { LanguageBroker } from '../features/brokers/broker-language';
import { brokersText } from '../features/brokers/messages';
import { ProgressivePortrait } from '../features/brokers/progressive-portrait';
import { SpokenLanguages } from '../features/brokers/spoken-languages';
import { brokerMentions, loadMentionSources } from '../features/reviews/broker-mentions';
import { BrokerReviewMentions } from '../features/reviews/broker-review-mentions';

/**
 * The broker named by the URL, matched by slug against the brokerKey or first-last name; an
 * unknown name is the Not Found page with status 404. The reviews naming the broker are matched here, so
 * the server's HTML carries them and only the few shown travel to the browser.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const mentionSources = loadMentionSources(siteApiFrom(context));
  const broker = await siteApiFrom(context).broker(params.brokerName ?? '');
  if (!broker) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return { broker, head: brokerHead(broker, url.origin, localeOfPath(url.pathname)), mentions: brokerMentions(broker, await mentionSources) };
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function Component() {
  const { broker, mentions } = useLoaderData<typeof loader>();
  const t = useText(brokersText);
  const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;
  const name = brokerFullName(broker);
  // The content's broker may name the languages they work in (absent: English only).
  const speaker: Broker & LanguageBroker = broker;
  const quote = broker.quotes.find((text) => text.trim());
  const [hero, setHero] = useState<HTMLElement | null>(null);
  const directLine = broker.phoneNumber.trim();
  // Keyed by broker: going from one profile to another starts the portrait, audio and map afresh.
  return (
    <article key={broker.brokerKey}>
      <header ref={setHero} className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 lg:px-6">
          <Breadcrumbs replace={{ segment: ['agent', 'our-brokers'], with: { label: t('title'), to: '/agents' } }} />
          <div className="mt-8 flex flex-col items-center gap-8 text-center md:flex-row md:items-center md:gap-12 md:text-left">
            <ProgressivePortrait broker={broker} className="size-56 md:size-64" />
            <div className="min-w-0">
              <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{name}</h1>
              <p lang={fallbackLang(broker, 'title')} className="mt-2 text-xl text-slate-700">
                {broker.title}
              </p>
              <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-slate-700 md:justify-start">
                <li>
                  <a href={telHref(broker.phoneNumber)} className={`inline-flex items-center gap-2 rounded-sm font-semibold hover:text-brand-800 hover:underline ${focusRing}`}>
                    <PhoneIcon className="size-4 text-brand-700" />
                    <span>{richText(t('callAt', { name, phone: broker.phoneNumber }), [srOnly])}</span>
                  </a>
                </li>
                <li className="inline-flex items-center gap-2">
                  <BadgeIcon className="size-4 text-brand-700" />
                  NMLS #{broker.nmlsId}
                </li>
                <li className="inline-flex items-center gap-2">
                  <LanguagesIcon className="size-4 text-brand-700" />
                  <SpokenLanguages broker={speaker} />
                </li>
              </ul>
              {broker.audioUrl && (
                <AudioRingButton
                  src={broker.audioUrl}
                  label={t('profile.audioLabel', { name })}
                  caption={t('profile.audioCaption', { firstName: broker.firstName })}
                  className="mt-6 text-left"
                />
              )}
              <div className="mt-6 flex flex-wrap items-center justify-center gap-3 md:justify-start">
                <Link to={brokeredRatePath(broker)} className="btn-primary">
                  {t('profile.rate')}
                </Link>
                {broker.meetingLink && (
                  <ExternalLink href={broker.meetingLink} className="btn-secondary gap-2 bg-white">
                    <CalendarIcon className="size-5" />
                    {t('profile.book')}
                  </ExternalLink>
                )}
                <a
                  href={telHref(broker.phoneNumber)}
                  aria-label={t('profile.call', { name })}
                  className={`grid size-12 place-items-center rounded-full bg-teal-700 text-white shadow-md transition hover:bg-teal-800 md:hidden ${focusRing}`}
                  data-tap-to-call
                >
                  <HeadsetIcon className="size-6" />
                </a>
              </div>
            </div>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-6 pb-20 lg:grid-cols-12 lg:gap-16 lg:px-6">
        <div className="lg:col-span-7">
          <BrokerStates broker={broker} />
        </div>
        <div className="space-y-12 lg:col-span-5">
          {quote && (
            <section aria-labelledby="quote-heading">
              <h2 id="quote-heading" className="text-2xl font-bold text-brand-900">{t('profile.quoteHeading')}</h2>
              <figure className="relative mt-5 rounded-3xl bg-brand-900 p-8 text-white shadow-lg">
                <QuoteIcon className="size-9 text-teal-300" />
                <blockquote className="mt-3 text-xl leading-relaxed font-medium">
                  <p lang={fallbackLang(broker, 'quotes')}>{quote}</p>
                </blockquote>
                <figcaption className="mt-5 text-sm font-semibold text-teal-200">{name}</figcaption>
              </figure>
            </section>
          )}
          <section aria-labelledby="expertise-heading">
            <h2 id="expertise-heading" className="text-2xl font-bold text-brand-900">{t('profile.expertise')}</h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {broker.experience.map((label) => (
                <li key={label} lang={fallbackLang(broker, 'experience')} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                  {label}
                </li>
              ))}
            </ul>
          </section>
          {broker.blurb && (
            <section aria-labelledby="love-heading">
              <h2 id="love-heading" className="text-2xl font-bold text-brand-900">{t('profile.love')}</h2>
              <p lang={fallbackLang(broker, 'blurb')} className="mt-4 text-lg leading-relaxed text-slate-700">
                {broker.blurb}
              </p>
            </section>
          )}
        </div>
      </div>
      <BrokerReviewMentions firstName={broker.firstName} mentions={mentions} />
      <PhoneActionBar
        hero={hero}
        targets={{
          rate: { href: brokeredRatePath(broker), from: name },
          call: directLine ? { name, phone: directLine, href: telHref(directLine) } : companyTargets.call,
        }}
      />
    </article>
  );
}
