import { useState } from 'react';
import { data, Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PhoneActionBar } from '../chrome/action-bar/phone-action-bar';
import { Breadcrumbs } from '../chrome/breadcrumbs/breadcrumbs';
import { siteApiFrom } from '../data/site-api';
import { ArrowRightIcon } from '../features/home/home-icons';
import { BestFor, programPath } from '../features/programs/program-card';
import { programsText } from '../features/programs/messages';
import { programCtas, relatedProgramKeys } from '../features/programs/program-ctas';
import { findProgram, toProgramDetail } from '../features/programs/program-detail-data';
import { ProgramDescription } from '../features/programs/program-description';
import { ProgramExpert } from '../features/programs/program-expert';
import { loadTodaysRates, ratedProgramOf, TodaysRatesTable } from '../features/rates';
import { fallbackLang } from '../domain/content/fallback-lang';
import type { RootData } from '../root/root-loader';
import type { HeadData } from '../site/head';
import { localeOfPath } from '../../i18n/locales';
import { useText } from '../../renderers/i18n/locale-context';

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const api = siteApiFrom(context);
  const product = await findProgram(api, params.productName ?? '');
  if (!product) throw data(null, { status: 404 });
  const head: HeadData = {
    title: programsText.text(locale, 'detail.headTitle', { program: product.productName }),
    description: product.shortDescription,
    canonicalPath: programPath(product.productKey),
  };
  const rated = ratedProgramOf(product.productKey);
  const [program, todaysRates] = await Promise.all([toProgramDetail(product, locale), rated ? loadTodaysRates(api, rated) : null]);
  return { program, head, todaysRates };
}

/** Names for the related links: from the shell's program list when it has them, else from the key. */
function relatedPrograms(current: string, root: RootData | undefined) {
  const programs = new Map((root?.footerPrograms ?? []).map((program) => [program.productKey, program]));
  return relatedProgramKeys
    .filter((key) => key.toLowerCase() !== current.toLowerCase())
    .map((key) => {
      const program = programs.get(key);
      return { key, name: program?.productName ?? key.replace(/-/g, ' '), lang: fallbackLang(program, 'productName') };
    });
}

export function Component() {
  const t = useText(programsText);
  const { program, todaysRates } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { primary, secondary } = programCtas(program);
  const related = relatedPrograms(program.productKey, root);
  const [hero, setHero] = useState<HTMLElement | null>(null);
  // Keyed by program: going from one program to another starts its audio player afresh.
  return (
    <article key={program.productKey}>
      <header ref={setHero} className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 lg:px-6">
          <Breadcrumbs currentLang={fallbackLang(program, 'productName')} />
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-12">
            <div className="lg:col-span-7">
              <p className="text-sm font-bold uppercase tracking-wider text-teal-800">{t('detail.eyebrow')}</p>
              <h1 lang={fallbackLang(program, 'productName')} className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
                {program.productName}
              </h1>
              <p lang={fallbackLang(program, 'productSubtitle')} className="mt-4 text-xl text-slate-700">
                {program.productSubtitle}
              </p>
              {program.highlight && (
                <p className="mt-6 rounded-xl bg-teal-50 px-4 py-3 text-teal-900">
                  <BestFor highlight={program.highlight} lang={fallbackLang(program, 'highlight')} />
                </p>
              )}
              <div className="mt-8 flex flex-wrap gap-3">
                <Link to={primary.to} lang={primary.lang} className="btn-primary" data-cta="primary">
                  {primary.label}
                </Link>
                <Link to={secondary.to} lang={secondary.lang} className="btn-secondary bg-white" data-cta="secondary">
                  {secondary.label}
                </Link>
              </div>
            </div>
            <div className="lg:col-span-5">
              <ProgramExpert program={program} />
            </div>
          </div>
        </div>
      </header>
      <TodaysRatesTable rates={todaysRates} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-4 pb-20 lg:grid-cols-12 lg:px-6">
        <div className="lg:col-span-8">
          <ProgramDescription html={program.descriptionHtml} lang={fallbackLang(program, 'fullDescription')} />
        </div>
        <aside aria-labelledby="related-heading" className="lg:col-span-4">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-28">
            <h2 id="related-heading" className="text-lg font-bold text-brand-900">{t('detail.relatedTitle')}</h2>
            <ul className="mt-4 space-y-2">
              {related.map((item) => (
                <li key={item.key}>
                  <Link to={programPath(item.key)} lang={item.lang} className="group flex items-center justify-between rounded-xl bg-white px-4 py-3 font-semibold text-brand-800 ring-1 ring-slate-200 transition hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                    {item.name}
                    <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/mortgage-types" className="group flex items-center justify-between rounded-xl px-4 py-3 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                  {t('detail.allTypes')}
                  <ArrowRightIcon className="size-4" />
                </Link>
              </li>
            </ul>
            <div className="mt-6 border-t border-slate-200 pt-6">
              <p className="font-semibold text-slate-900">{t('detail.readyTitle')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('detail.readyText')}</p>
              <Link to={primary.to} lang={primary.lang} className="btn-primary mt-4 w-full">
                {primary.label}
              </Link>
            </div>
          </div>
        </aside>
      </div>
      <PhoneActionBar hero={hero} />
    </article>
  );
}
