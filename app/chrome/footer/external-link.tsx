import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** A link that leaves the site: a new tab, no opener, and a hidden note for screen-reader users. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
