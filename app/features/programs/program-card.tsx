import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { langSlots } from '../../components/lang-slots/lang-slots';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { bestForText } from './best-for';
import { programsText } from './messages';
import type { ProgramCardData } from './program-card-data';

export { toProgramCard, type ProgramCardData } from './program-card-data';

export const programPath = (productKey: string) => `/mortgage-types/${encodeURIComponent(productKey)}`;
export const programAnchor = (productKey: string) => `program-${productKey}`;

const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;

/** 'Best for: first-time buyers', the lead-in in bold; `lang` is the content text's when it is not the page's. */
export function BestFor({ highlight, lang }: { highlight: string; lang?: string }) {
  const t = useText(programsText);
  const slots = langSlots();
  return <>{slots.fill(richText(t('card.bestFor', { text: slots.value(bestForText(highlight), lang) }), [(lead) => <span className="font-bold">{lead}</span>]))}</>;
}

/** A program on the list: name, subtitle, what it is best for, a short description and Learn More. */
export function ProgramCard({ program }: { program: ProgramCardData }) {
  const t = useText(programsText);
  const slots = langSlots();
  const nameLang = fallbackLang(program, 'productName');
  return (
    <li id={programAnchor(program.productKey)} className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md md:scroll-mt-28">
      <h2 lang={nameLang} className="text-xl font-bold text-brand-900">{program.productName}</h2>
      <p lang={fallbackLang(program, 'productSubtitle')} className="mt-1 font-medium text-slate-700">{program.productSubtitle}</p>
      <p className="mt-4 rounded-xl bg-teal-50 px-4 py-3 text-sm text-teal-900">
        <BestFor highlight={program.highlight} lang={fallbackLang(program, 'highlight')} />
      </p>
      <p lang={fallbackLang(program, 'shortDescription')} className="mt-4 flex-1 text-slate-600">{program.shortDescription}</p>
      <Link to={programPath(program.productKey)} className="btn-secondary mt-6 self-start">
        {slots.fill(richText(t('card.learnMore', { program: slots.value(program.productName, nameLang) }), [srOnly]))}
      </Link>
    </li>
  );
}

/** The placeholder cards shown while the programs load (six of them). */
export const PROGRAM_SKELETON_COUNT = 6;

export function ProgramsSkeleton() {
  const t = useText(programsText);
  return (
    <div role="status" aria-live="polite" data-testid="programs-skeleton">
      <span className="sr-only">{t('card.loading')}</span>
      <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PROGRAM_SKELETON_COUNT }, (_, index) => (
          <li key={index} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6" data-skeleton-card>
            <div className="h-6 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-4 w-5/6 rounded bg-slate-200" />
            <div className="mt-5 h-14 rounded-xl bg-slate-100" />
            <div className="mt-5 space-y-2">
              <div className="h-3.5 rounded bg-slate-100" />
              <div className="h-3.5 rounded bg-slate-100" />
              <div className="h-3.5 w-3/4 rounded bg-slate-100" />
            </div>
            <div className="mt-6 h-11 w-36 rounded-full bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On a phone, a list of links down to each program's card. */
export function JumpAhead({ programs }: { programs: readonly ProgramCardData[] }) {
  const t = useText(programsText);
  return (
    <nav aria-labelledby="jump-ahead-heading" className="mb-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 md:hidden">
      <h2 id="jump-ahead-heading" className="text-sm font-bold uppercase tracking-wider text-slate-700">
        {t('card.jumpAhead')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
        {programs.map((program) => (
          <li key={program.productKey}>
            <a href={`#${programAnchor(program.productKey)}`} lang={fallbackLang(program, 'productName')} className="block rounded py-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {program.productName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
