import type { StatsContent } from '../../domain/content/content-types';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import { homeText } from './messages';
import { formatStatsAsOf } from './stats-as-of';

/** The statistics strip (shown only while flags.stats is on), with the day its figures were true. */
export function StatsStrip({ content }: { content: StatsContent }) {
  const t = useText(homeText);
  const locale = useLocale();
  const { stats } = content;
  if (stats.length === 0) return null;
  const asOf = formatStatsAsOf(content.asOf, locale);
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-900 py-14 text-white md:py-16" data-section="stats">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <h2 id="stats-heading" className="sr-only">{t('stats.heading')}</h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.title + stat.subTitle} className="flex flex-col">
              <dt lang={fallbackLang(stat, 'subTitle')} className="mt-2 text-sm font-medium uppercase tracking-wider text-teal-200">
                {stat.subTitle}
              </dt>
              <dd lang={fallbackLang(stat, 'title')} className="order-first text-4xl font-extrabold tracking-tight md:text-5xl">
                {stat.title}
              </dd>
            </div>
          ))}
        </dl>
        {asOf && (
          <p className="mt-10 text-center text-sm text-slate-200" data-stats-as-of>
            {richText(t('stats.asOf', { date: asOf }), [(date) => <time dateTime={content.asOf!}>{date}</time>])}
          </p>
        )}
      </div>
    </section>
  );
}
