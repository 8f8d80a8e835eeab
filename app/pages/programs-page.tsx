import { PageHeader } from '../components/page-header/page-header';
import { Suspense, useEffect, useState } from 'react';
import { Await, Link, useAsyncError, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PhoneActionBar } from '../chrome/action-bar/phone-action-bar';
import { siteApiFrom } from '../data/site-api';
import { JumpAhead, ProgramCard, ProgramsSkeleton, toProgramCard, type ProgramCardData } from '../features/programs/program-card';
import { loadedProgramCards, loadPrograms, rememberProgramCards } from '../features/programs/program-cache';
import { programsText } from '../features/programs/messages';
import { errorText } from '../root/error-text';
import { pageHandle } from '../site/head';
import type { Locale } from '../../i18n/locales';
import { useLocale, useText } from '../../renderers/i18n/locale-context';

const headIn = (locale: Locale) => ({ title: programsText.text(locale, 'list.headTitle'), description: programsText.text(locale, 'list.headDescription') });

export const handle = pageHandle({ en: headIn('en'), es: headIn('es') });

/**
 * On the server the list is awaited (complete HTML); in the browser a list already loaded (here, on the
 * home page, or rendered by the server) is shown at once, and otherwise the promise is handed over so the
 * 6 skeleton cards show while it loads.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ programs: ProgramCardData[] | Promise<ProgramCardData[]> }> {
  const api = siteApiFrom(context);
  if (import.meta.env.SSR) return { programs: (await api.products()).map(toProgramCard) };
  const loaded = loadedProgramCards();
  if (loaded) return { programs: loaded };
  return { programs: loadPrograms(api).then((products) => products.map(toProgramCard)) };
}

function LoadError() {
  const error = useAsyncError();
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
      {errorText(error, useLocale())}
    </p>
  );
}

function ProgramList({ programs }: { programs: readonly ProgramCardData[] }) {
  return (
    <>
      <JumpAhead programs={programs} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {programs.map((program) => (
          <ProgramCard key={program.productKey} program={program} />
        ))}
      </ul>
    </>
  );
}

export function Component() {
  const t = useText(programsText);
  const { programs } = useLoaderData<typeof loader>();
  const [hero, setHero] = useState<HTMLElement | null>(null);
  // A list the server rendered is kept for the next visit too.
  useEffect(() => {
    if (Array.isArray(programs)) rememberProgramCards(programs);
  }, [programs]);
  return (
    <>
      <PageHeader ref={setHero} eyebrow={t('list.eyebrow')} title={t('list.title')} spaceBelow="pb-10">
        {t('list.intro')}
      </PageHeader>
      <section aria-label={t('list.label')} className="mx-auto max-w-7xl px-4 pb-16 lg:px-6">
        <Suspense fallback={<ProgramsSkeleton />}>
          <Await resolve={programs} errorElement={<LoadError />}>
            {(loaded: ProgramCardData[]) => <ProgramList programs={loaded} />}
          </Await>
        </Suspense>
      </section>
      <section aria-labelledby="programs-help-heading" className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between lg:px-6">
          <div>
            <h2 id="programs-help-heading" className="text-2xl font-bold text-brand-900">{t('list.helpTitle')}</h2>
            <p className="mt-2 text-slate-700">{t('list.helpText')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/get-brokered-rate/" className="btn-primary">{t('list.helpRate')}</Link>
            <Link to="/agents" className="btn-secondary">{t('list.helpOfficer')}</Link>
          </div>
        </div>
      </section>
      <PhoneActionBar hero={hero} />
    </>
  );
}
