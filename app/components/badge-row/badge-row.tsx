import type { ReactNode } from 'react';

/**
 * A badge (an icon or a step number, decorative) beside a title and a line of text: the nav's calculator
 * links, the calculator's feature list and the home page's steps. `heading` makes the title an h2 for
 * lists whose items are sections of the page.
 */
export function BadgeRow({ badge, badgeClassName, title, text, heading = false }: { badge: ReactNode; badgeClassName: string; title: string; text: string; heading?: boolean }) {
  const Body = heading ? 'div' : 'span';
  const Title = heading ? 'h2' : 'span';
  return (
    <>
      <span aria-hidden="true" className={`grid shrink-0 place-items-center bg-brand-50 text-brand-700 ${badgeClassName}`}>
        {badge}
      </span>
      <Body>
        <Title className="block font-semibold text-brand-900">{title}</Title>
        <span className="mt-1 block text-sm text-slate-600">{text}</span>
      </Body>
    </>
  );
}
