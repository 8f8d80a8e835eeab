import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FunnelStep } from './funnel-types';
import { useFocusOnStep } from './use-focus-on-step';
import { WhoWillCallSlot } from '../loan-officer';
import { useText } from '../../../renderers/i18n/locale-context';
import { funnelText } from './messages';

export interface ThankYouLook {
  /** The round badge over the heading (its icon is decoration). */
  badgeClass: string;
  icon: ReactNode;
  headingClass: string;
  homeClass: string;
}

/** A funnel's last screen: a badge, 'Thank You!' (focused), the funnel's words, who will call, what happens next and what to have ready, and Back to Home. */
export function FunnelThankYou({ look, step, haveReady, children }: { look: ThankYouLook; step: FunnelStep; haveReady?: readonly string[]; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useText(funnelText);
  useFocusOnStep(heading, step);
  return (
    <section className="mx-auto max-w-xl py-6 text-center">
      <div aria-hidden="true" className={`mx-auto grid size-16 place-items-center rounded-full ${look.badgeClass}`}>
        {look.icon}
      </div>
      <h1 ref={heading} tabIndex={-1} className={look.headingClass}>
        {t('thankYou.title')}
      </h1>
      {children}
      <WhoWillCallSlot haveReady={haveReady} />
      <Link to="/" className={look.homeClass}>
        {t('thankYou.home')}
      </Link>
    </section>
  );
}
