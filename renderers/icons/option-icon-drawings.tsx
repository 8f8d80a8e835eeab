import type { ReactNode } from 'react';
import type { OptionIconName } from '../../engine';

/**
 * What each option icon draws, in a 24×24 frame with round 2-unit strokes in the current colour. Keyed by
 * the engine's list of names, so a name without a drawing does not compile.
 */
export const OPTION_ICON_DRAWINGS: Readonly<Record<OptionIconName, ReactNode>> = {
  'arrow-down': <path d="M12 5v14M19 12l-7 7-7-7" />,
  bank: <path d="M3 21h18M4 18h16M3 10h18L12 4zM6 10v8M10 10v8M14 10v8M18 10v8" />,
  briefcase: (
    <>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20" />
    </>
  ),
  building: <path d="M5 21V3h14v18M3 21h18M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3" />,
  'building-community': <path d="M2 21h20M3 21v-9l4-3 4 3v9M11 21V8l5-4 5 4v13M6 15h2M14 11h4M14 15h4" />,
  buildings: <path d="M2 21h20M3 21V6l7-3v18M10 21V9l11 3v9M6 8h1M6 12h1M6 16h1M14 14h3M14 17h3" />,
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  cash: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  chart: <path d="M3 3v18h18M7 16l4-5 3 3 5-7" />,
  check: <path d="M20 6 9 17l-5-5" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  'credit-card': (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  dots: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />,
  field: <path d="M2 20h20M3 20l4-8M9.5 20l1-8M14.5 20l-1-8M21 20l-4-8M3 12h18M12 9V4M12 6.5C11 5 9.5 4 8 4M12 6.5C13 5 14.5 4 16 4" />,
  flag: <path d="M4 22V4M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1" />,
  'gauge-good': <path d="M3.5 17a8.5 8.5 0 0 1 17 0M12 17l4-5.5M8.5 17h7" />,
  'gauge-high': <path d="M3.5 17a8.5 8.5 0 0 1 17 0M12 17l6-3" />,
  'gauge-low': <path d="M3.5 17a8.5 8.5 0 0 1 17 0M12 17l-6-3" />,
  'gauge-mid': <path d="M3.5 17a8.5 8.5 0 0 1 17 0M12 17V10" />,
  hammer: <path d="m15 12-8.5 8.5a2.1 2.1 0 0 1-3-3L12 9M17.6 15 22 10.6M20.9 11.7l-1.2-1.2a3.2 3.2 0 0 1-.9-2.3v-.8L16 4.6A5.6 5.6 0 0 0 12.1 3H9l.9.8A6.2 6.2 0 0 1 12 8.4V10l2 2h2.5l2.3 1.9" />,
  heart: <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />,
  home: <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 22V12h6v10" />,
  house: <path d="M2 11 12 3l10 8M5 9v12h14V9M10 21v-6h4v6" />,
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  medal: (
    <>
      <circle cx="12" cy="15" r="5" />
      <path d="M8.2 11.8 5 3h4l3 6 3-6h4l-3.2 8.8M12 13v4" />
    </>
  ),
  palm: <path d="M12 22c1-4 1-8 0-12M12 10C10 6 6 5 3 7M12 10c2-4 6-5 9-3M12 10c-3-1-6 1-7 4M12 10c3-1 6 1 7 4M12 10c0-3-1-5-3-7M8 22h8" />,
  pause: (
    <>
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </>
  ),
  'piggy-bank': <path d="M5 11a7 6 0 1 0 14 0 7 6 0 1 0-14 0M8 16v4h2.5v-2.5M16 16v4h-2.5v-2.5M10 6.5h4M19 10h2v3h-2M8.5 10h.01" />,
  question: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </>
  ),
  school: <path d="M22 10 12 5 2 10l10 5zM6 12v5c3 3 9 3 12 0v-5M22 10v6" />,
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10" />,
  store: <path d="M3 9 4.5 4h15L21 9zM4 9v12h16V9M9 21v-6h6v6M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4" />
    </>
  ),
  townhouse: <path d="M2 21h20M3 21V11l4.5-4 4.5 4v10M12 21V11l4.5-4 4.5 4v10M6 21v-4h3v4M15 21v-4h3v4" />,
};
