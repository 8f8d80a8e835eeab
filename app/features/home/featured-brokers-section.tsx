import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel/carousel';
import { BrokerPortrait, brokerProfilePath } from '../brokers';
import type { FeaturedSlide } from './home-data';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { useText } from '../../../renderers/i18n/locale-context';
import { ArrowRightIcon } from './home-icons';
import { homeText } from './messages';

/** Expertise chips shown on a phone; the rest are counted in a '+N' chip (done in CSS). */
const MOBILE_CHIPS = 2;

/** `lang`: the labels' language when it is not the page's. */
export function ExpertiseChips({ labels, lang }: { labels: readonly string[]; lang?: string }) {
  const t = useText(homeText);
  const hidden = labels.length - MOBILE_CHIPS;
  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap gap-1.5">
      {labels.map((label, index) => (
        <li
          key={label}
          lang={lang}
          className={`${index >= MOBILE_CHIPS ? 'hidden md:inline-flex' : 'inline-flex'} rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800`}
          data-chip
        >
          {label}
        </li>
      ))}
      {hidden > 0 && (
        <li className="inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 md:hidden" data-chip-more>
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{t('chips.more', { count: hidden })}</span>
        </li>
      )}
    </ul>
  );
}

function BrokerSlide({ slide }: { slide: FeaturedSlide }) {
  const t = useText(homeText);
  const name = `${slide.firstName} ${slide.lastName}`;
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md">
      <div className="flex items-center gap-4">
        <BrokerPortrait broker={slide} size={80} className="size-20 ring-4 ring-brand-50" />
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-brand-900">
            <Link
              to={brokerProfilePath(slide.brokerKey)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
            >
              {name}
            </Link>
          </h3>
          <p lang={fallbackLang(slide, 'title')} className="text-sm text-slate-600">
            {slide.title}
          </p>
        </div>
      </div>
      <blockquote className="mt-5 flex-1 text-[0.9375rem] leading-relaxed text-slate-700">
        <p lang={fallbackLang(slide, 'quotes')}>{t('brokers.quote', { quote: slide.quote })}</p>
      </blockquote>
      <div className="mt-5">
        <ExpertiseChips labels={slide.experience} lang={fallbackLang(slide, 'experience')} />
      </div>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {t('brokers.viewProfile')} <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

/** The home page's broker section: up to 10 featured slides, and the way to the directory. */
export function FeaturedBrokersSection({ slides }: { slides: readonly FeaturedSlide[] }) {
  const t = useText(homeText);
  if (slides.length === 0) return null;
  const header = (
    <>
      <p className="text-sm font-bold uppercase tracking-wider text-teal-800">{t('brokers.eyebrow')}</p>
      <h2 id="featured-brokers-heading" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
        {t('brokers.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('brokers.text')}</p>
    </>
  );
  return (
    <div className="py-16 md:py-24" data-section="featured-brokers">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <Carousel
          labelledBy="featured-brokers-heading"
          items={slides}
          itemKey={(slide) => slide.brokerKey}
          perViewClassName="[--per-view:1] md:[--per-view:2] lg:[--per-view:3]"
          maxPerView={3}
          controlLabels={{ previous: t('brokers.previous'), next: t('brokers.next') }}
          header={header}
          renderSlide={(slide) => <BrokerSlide slide={slide} />}
        />
        <p className="mt-8 text-center">
          <Link to="/agents" className="btn-secondary">
            {t('brokers.find')}
          </Link>
        </p>
      </div>
    </div>
  );
}
