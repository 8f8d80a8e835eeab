import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { company } from '../../domain/company';
import { fallbackLang } from '../../domain/content/fallback-lang';
import type { LoanOfficerCard } from '../../domain/lead-receipt';
import { navPaths } from '../../chrome/nav/nav-paths';
import { telHref } from '../brokers';
import { loanOfficerText } from './messages';
import { RoutedOfficerContext } from './routed-officer';

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const action = `inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold ${focus}`;

const NEXT_STEPS = ['next.review', 'next.call', 'next.guide'] as const;

const HAVE_READY = ['ready.price', 'ready.income', 'ready.documents'] as const;

const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;

function TitledSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OfficerCard({ officer }: { officer: LoanOfficerCard }) {
  const t = useText(loanOfficerText);
  return (
    <div className="mt-3 flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:flex-row sm:items-start">
      {officer.photoUrl && <img src={officer.photoUrl} alt="" width={96} height={96} className="size-24 shrink-0 rounded-full object-cover" />}
      <div className="min-w-0">
        <p className="text-lg font-semibold text-slate-900">
          <Link to={navPaths.broker(officer.brokerKey)} className={`inline-flex min-h-11 items-center rounded-sm underline hover:text-brand-800 ${focus}`}>
            {officer.name}
          </Link>
        </p>
        {officer.title && (
          <p lang={fallbackLang(officer, 'title')} className="text-slate-700">
            {officer.title}
          </p>
        )}
        <p className="text-sm text-slate-700">NMLS #{officer.nmlsId}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={telHref(officer.phoneNumber)} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('call', { phone: officer.phoneNumber })}
          </a>
          {officer.meetingLink && (
            <a href={officer.meetingLink} target="_blank" rel="noopener noreferrer" className={`${action} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
              {richText(t('book'), [srOnly])}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Under a thank-you: who will call (the loan officer the request was routed to, or the team when it went
 * to an inbox or is still waiting to be sent), what happens next, and what to have ready (a funnel may
 * give its own list, in the page's language).
 */
export function WhoWillCall({ haveReady }: { haveReady?: readonly string[] }) {
  const officer = useContext(RoutedOfficerContext);
  const t = useText(loanOfficerText);
  const readyItems = haveReady ?? HAVE_READY.map((key) => t(key));
  return (
    <div className="mt-8 text-left">
      <TitledSection id="who-will-call" title={t('whoWillCall')}>
        {officer ? (
          <OfficerCard officer={officer} />
        ) : (
          <p className="mt-2 text-slate-700">
            {t('team', { company: company.name, nmlsId: company.nmlsId })}
          </p>
        )}
      </TitledSection>
      <TitledSection id="what-happens-next" title={t('next.heading')} className="mt-6">
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-700">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection id="have-ready" title={t('ready.heading')} className="mt-6">
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {readyItems.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
