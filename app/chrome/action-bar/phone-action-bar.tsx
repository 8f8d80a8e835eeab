import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../../domain/company';
import { richText, useText } from '../../../renderers/i18n/locale-context';
import { PhoneIcon } from '../nav/icons';
import { navPaths } from '../nav/nav-paths';
import { focusRing } from '../nav/nav-styles';
import { useDocumentMark, useOffScreen } from '../off-screen/use-off-screen';
import { actionBarText } from './messages';

export interface ActionBarTargets {
  /** Where "Get a brokered rate" leads, and whose rate it is (named to screen readers). */
  rate: { href: string; from?: string };
  /** Who "Call" dials: a name and number for its accessible name, and the tel: link. */
  call: { name: string; phone: string; href: string };
}

export const companyTargets: ActionBarTargets = {
  rate: { href: navPaths.brokeredRate },
  call: { name: company.name, phone: company.phone, href: company.phoneHref },
};

const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;

const action = `inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold transition ${focusRing}`;

/**
 * A phone's bottom bar with the page's two actions, shown below 768 px once the page's hero has
 * scrolled away. Rendered with `hidden` on the server and until the observer says otherwise, so it never
 * flashes nor takes focus while hidden; the page gets room at its end while it shows (app.css).
 */
export function PhoneActionBar({ hero, targets = companyTargets }: { hero: HTMLElement | null; targets?: ActionBarTargets }) {
  const t = useText(actionBarText);
  const shown = useOffScreen(hero) !== null;
  useDocumentMark('shows-action-bar', shown ? 'true' : null);
  const { rate, call } = targets;
  return (
    <nav
      aria-label={t('label')}
      hidden={!shown}
      data-phone-action-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] transition-transform duration-200 starting:translate-y-full md:hidden"
    >
      <div className="mx-auto flex max-w-md items-center gap-3">
        <Link to={rate.href} className={`${action} flex-1 bg-brand-700 text-white shadow-sm hover:bg-brand-800`}>
          {rate.from ? richText(t('rateFrom', { name: rate.from }), [srOnly]) : t('rate')}
        </Link>
        <a href={call.href} className={`${action} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}>
          <PhoneIcon className="size-5" />
          {richText(t('call', { name: call.name, phone: call.phone }), [srOnly])}
        </a>
      </div>
    </nav>
  );
}
