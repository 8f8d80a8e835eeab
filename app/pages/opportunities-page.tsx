import { useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { localizedPath } from '../../i18n/locales';
import { useLocale, useText } from '../../renderers/i18n/locale-context';
import { siteApiFrom } from '../data/site-api';
import type { OpenPosition } from '../domain/content/content-types';
import type { PageQuery } from '../domain/page-query';
import { careersText, OpenPositions } from '../features/careers';
import { formLoader, prefillFromQuery, prefillQueryFor } from '../features/forms';
import { HiringForm, type HiringFormHandle } from '../features/forms/hiring-form';
import { pageHandle } from '../site/head';

export const handle = {
  ...pageHandle({
    en: { title: 'Hiring Application', description: 'Join Harborpoint Mortgage: apply to work as a loan officer, processor or in operations.' },
    es: { title: 'Solicitud de empleo', description: 'Únase a Harborpoint Mortgage: postúlese como oficial de préstamos, procesador o en operaciones.' },
  }),
  // The position applied for, which the hiring form's `ui:prefill` fills (a parameter added there is added here).
  query: { reads: ['position'] } satisfies PageQuery,
};

/** The hiring form and the open positions, both in the server's HTML; positions that cannot be read are left out. */
export async function loader(args: LoaderFunctionArgs) {
  const [{ form, initialData }, positions] = await Promise.all([
    hiringForm(args),
    siteApiFrom(args.context).openPositions().catch(() => null),
  ]);
  return { form, initialData, positions };
}

/** The hiring form, prefilled from the page's query (the position applied for). */
const hiringForm = formLoader('hiring', prefillFromQuery);

export function Component() {
  const { form, initialData, positions } = useLoaderData<typeof loader>();
  const application = useRef<HiringFormHandle>(null);
  const locale = useLocale();
  const t = useText(careersText);
  const applyQuery = (position: OpenPosition) => prefillQueryFor(form, 'position', position.title);
  const hiring = positions !== null && positions.length > 0;
  return (
    <div>
      <img
        src="/media/site/hiring-banner.webp"
        alt={t('bannerAlt')}
        width={1600}
        height={500}
        className="h-56 w-full object-cover md:h-80"
      />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-4xl font-bold text-brand-900">{t('heading')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t(hiring ? 'introHiring' : 'introGeneral')}</p>
        {positions !== null && (
          <div className="mt-10">
            <OpenPositions
              positions={positions}
              applyHref={(position) => localizedPath(`/opportunities?${applyQuery(position) ?? ''}#application`, locale)}
              onApply={(position) => application.current?.prefill(applyQuery(position) ?? new URLSearchParams())}
            />
          </div>
        )}
        <section aria-labelledby="application-heading" className="mt-12 scroll-mt-24" id="application">
          <h2 id="application-heading" className="text-2xl font-bold text-brand-900">
            {t(hiring ? 'applicationHeading' : 'generalApplicationHeading')}
          </h2>
          <div className="mt-6">
            <HiringForm form={form} initialData={initialData} ref={application} />
          </div>
        </section>
      </div>
    </div>
  );
}
