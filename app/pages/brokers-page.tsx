import { PageHeader } from '../components/page-header/page-header';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { PhoneActionBar } from '../chrome/action-bar/phone-action-bar';
import { siteApiFrom } from '../data/site-api';
import type { PageQuery } from '../domain/page-query';
import type { Locale } from '../../i18n/locales';
import { useLocale, useText } from '../../renderers/i18n/locale-context';
import { expertiseOptions } from '../features/brokers/broker-filters';
import { DirectoryCard, toDirectoryBroker } from '../features/brokers/directory-card';
import { DirectoryFilters } from '../features/brokers/directory-filters';
import { filterBrokers, filterParams, filtersFromSearch, filtersToSearch, hasFilters, languageParam, noFilters, type BrokerFilters as Filters } from '../features/brokers/broker-filters';
import { nearestMatches } from '../features/brokers/nearest-matches';
import { FilterChips } from '../features/brokers/filter-chips';
import { brokersText } from '../features/brokers/messages';
import { nearestMatchesSentence } from '../features/brokers/nearest-matches';
import { pageHandle } from '../site/head';

const loadDrawer = () => import('../features/brokers/filter-drawer');
const FilterDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.FilterDrawer })));

const headIn = (locale: Locale) => ({ title: brokersText.text(locale, 'title'), description: brokersText.text(locale, 'head.description') });

/** The directory's filters are its query: the name, expertise, state and language asked for. */
export const handle = { ...pageHandle({ en: headIn('en'), es: headIn('es') }), query: { reads: [...Object.values(filterParams), languageParam] } satisfies PageQuery };

/** Every broker; the filters come from the URL and are applied while rendering, on the server as in the browser. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { brokers: (await siteApiFrom(context).brokers()).map(toDirectoryBroker) };
}

/** Changing the filters changes only the query: the list is already here, so it is not fetched again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function Component() {
  const { brokers } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const t = useText(brokersText);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const results = filterBrokers(brokers, filters);
  const nearest = results.length === 0 ? nearestMatches(brokers, filters) : null;
  const expertise = useMemo(() => expertiseOptions(brokers), [brokers]);
  const [drawer, setDrawer] = useState({ mounted: false, open: false });
  const [hero, setHero] = useState<HTMLElement | null>(null);

  // The filters last asked for. A change made before the previous one reached the URL (a state picked,
  // then a name typed at once) builds on it rather than on the last render, which would drop it; changes
  // made in one task become one navigation, as two started together lose one of them.
  const requested = useRef(filters);
  const write = useRef<{ replace: boolean } | null>(null);
  // Whether this page has asked for a URL the page has not shown yet. A URL shown meanwhile may be an
  // earlier one of ours (under load a navigation can be overtaken and lost): the newest request is then
  // asked for again, a few times at most, instead of being forgotten. A URL shown with nothing
  // outstanding (back, forward, a link) is what the filters become.
  const outstanding = useRef(false);
  const retries = useRef(0);
  const search = params.toString();
  useEffect(() => {
    const caughtUp = search === filtersToSearch(requested.current).toString();
    if (caughtUp || !outstanding.current || retries.current >= 3) {
      outstanding.current = false;
      retries.current = 0;
      requested.current = filtersFromSearch(search);
      return;
    }
    retries.current += 1;
    setParams(filtersToSearch(requested.current), { replace: true, preventScrollReset: true });
  }, [search, setParams]);
  const apply = useCallback(
    (change: Partial<Filters>, options: { replace?: boolean } = {}) => {
      requested.current = { ...requested.current, ...change };
      const scheduled = write.current !== null;
      write.current = { replace: (write.current?.replace ?? true) && (options.replace ?? false) };
      if (scheduled) return;
      queueMicrotask(() => {
        const replace = write.current?.replace ?? false;
        write.current = null;
        outstanding.current = true;
        setParams(filtersToSearch(requested.current), { replace, preventScrollReset: true });
      });
    },
    [setParams],
  );
  const closeDrawer = useCallback(() => setDrawer((current) => ({ ...current, open: false })), []);

  return (
    <>
      <PageHeader ref={setHero} eyebrow={t('directory.eyebrow')} title={t('title')}>
        {t('directory.intro')}
      </PageHeader>
      <section aria-label={t('directory.label')} className="mx-auto max-w-7xl px-4 pb-20 lg:px-6">
        <div className="rounded-2xl border border-slate-200 bg-slate-50/80 p-4 md:p-5">
          <DirectoryFilters
            filters={filters}
            expertise={expertise}
            onChange={apply}
            onOpenDrawer={() => setDrawer({ mounted: true, open: true })}
            onDrawerIntent={loadDrawer}
          />
          <FilterChips filters={filters} onRemove={(key) => apply({ [key]: '' })} onReset={() => apply(noFilters)} />
        </div>
        <p
          id="directory-results"
          role="status"
          className={nearest ? 'mt-6 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 font-medium text-amber-950' : 'mt-6 text-sm font-semibold text-slate-700'}
        >
          {nearest
            ? nearestMatchesSentence(filters, nearest.ignored, locale)
            : hasFilters(filters)
              ? t('directory.showing', { shown: results.length, total: brokers.length })
              : t('directory.count', { count: brokers.length })}
        </p>
        {results.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('directory.listLabel')}>
            {results.map((broker, index) => (
              <DirectoryCard key={broker.brokerKey} broker={broker} eager={index < 3} />
            ))}
          </ul>
        ) : nearest ? (
          <div className="mt-4" data-testid="nearest-matches">
            <button type="button" onClick={() => apply(noFilters)} className="btn-secondary px-4 py-2 text-sm">
              {t('resetAll')}
            </button>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('directory.nearestLabel')}>
              {nearest.brokers.map((broker, index) => (
                <DirectoryCard key={broker.brokerKey} broker={broker} eager={index < 3} />
              ))}
            </ul>
          </div>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('directory.noMatch')}</p>
            <p className="mt-2 text-slate-600">{t('directory.noMatchHint')}</p>
            <button type="button" onClick={() => apply(noFilters)} className="btn-primary mt-6">
              {t('resetAll')}
            </button>
          </div>
        )}
      </section>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawer.open}
            filters={filters}
            expertise={expertise}
            onClose={closeDrawer}
            onApply={(next) => {
              apply(next);
              closeDrawer();
            }}
            onReset={() => {
              apply(noFilters);
              closeDrawer();
            }}
          />
        </Suspense>
      )}
      <PhoneActionBar hero={hero} />
    </>
  );
}
