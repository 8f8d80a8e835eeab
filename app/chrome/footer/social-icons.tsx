/** Outline marks of the company's social profiles (after Lucide, ISC licence), keyed by network name. */
import type { ReactNode } from 'react';

const paths: Record<string, ReactNode> = {
  Facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  Instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01" />
    </>
  ),
  LinkedIn: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  YouTube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      {paths[network] ?? <circle cx="12" cy="12" r="9" />}
    </svg>
  );
}

/** The Equal Housing Opportunity mark: a house with an equals sign. */
export function EqualHousingIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path d="M16 3 2 13h4v15h20V13h4L16 3z" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinejoin="round" />
      <path d="M10 15h12v3H10zM10 21h12v3H10z" fill="currentColor" />
    </svg>
  );
}

export function StarsIcon({ className }: { className?: string }) {
  const star = 'M6 .8l1.5 3.3 3.6.4-2.7 2.4.8 3.6L6 8.7 2.8 10.5l.8-3.6L.9 4.5l3.6-.4z';
  return (
    <svg viewBox="0 0 60 12" aria-hidden="true" focusable="false" className={className}>
      {[0, 12, 24, 36, 48].map((x) => (
        <path key={x} d={star} transform={`translate(${x} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}
