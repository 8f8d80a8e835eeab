import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { footerText } from './messages';

/** A link that leaves the site: a new tab, no opener, and a hidden note for screen-reader users. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const t = useText(footerText);
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}
