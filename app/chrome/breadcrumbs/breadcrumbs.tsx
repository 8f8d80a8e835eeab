import { useContext } from 'react';
import { Link, matchRoutes, UNSAFE_DataRouterContext, useLocation, useMatches } from 'react-router-dom';
import { headFromMatches } from '../../site/head';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { breadcrumbTrail, type CrumbReplacement } from './breadcrumb-trail';
import { breadcrumbsText } from './messages';

/** Sections whose own route is not among the matches of a page below them (its head is not at hand). */
const sectionKeys: Record<string, 'section.mortgageTypes' | 'section.informationRemoval'> = {
  '/mortgage-types': 'section.mortgageTypes',
  '/information-removal': 'section.informationRemoval',
};

function namesHead(match: { loaderData?: unknown; data?: unknown; handle?: unknown }): boolean {
  const fromData = (match.loaderData ?? match.data) as { head?: unknown } | null | undefined;
  const fromHandle = match.handle as { head?: unknown } | null | undefined;
  return Boolean(fromData?.head || fromHandle?.head);
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The breadcrumb wrapper: Home, then each path segment of the location, labelled with its
 * route's title when the segment's path is a matched route that names one (loader `head.title` or
 * `handle.head.title`), else the prettified segment. `replace` shows one segment as another crumb, e.g.
 * `{ segment: 'agent', with: { label: 'Our Brokers', to: '/agents' } }`. A crumb links only to a path
 * that is a page of the site (not the Not Found catch-all). Same output on the server and in the browser.
 * `currentLang`: the language of the page's own crumb when it is not the page's (a content name shown in English).
 */
export function Breadcrumbs({ replace, currentLang, className = '' }: { replace?: CrumbReplacement; currentLang?: string; className?: string }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useText(breadcrumbsText);
  const matches = useMatches();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;

  const titles = new Map<string, string>();
  for (const match of matches) {
    if (!namesHead(match)) continue;
    // A splat route ('get-brokered-rate/*') is titled at its base path, not at the segments it swallows.
    const splat = match.params['*'];
    const base = splat && match.pathname.endsWith(splat) ? match.pathname.slice(0, -splat.length) : match.pathname;
    titles.set(withoutTrailingSlash(base), headFromMatches([match], null, locale).title);
  }
  const isPage = (path: string) => {
    const found = routes ? matchRoutes(routes, path) : null;
    const deepest = found?.[found.length - 1]?.route;
    return Boolean(deepest && deepest.path !== '*');
  };

  const section = (path: string) => (Object.hasOwn(sectionKeys, path) ? t(sectionKeys[path]!) : undefined);
  const trail = breadcrumbTrail(pathname, { titleOf: (path) => titles.get(path) ?? section(path), isPage, replace, homeLabel: t('home') });
  return (
    <nav aria-label={t('label')} className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={index} className="flex items-center gap-2">
              {index > 0 && (
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-3.5 text-slate-400">
                  <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
              {last ? (
                <span aria-current="page" lang={currentLang} className="font-semibold text-brand-900">
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <Link to={crumb.to} className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
