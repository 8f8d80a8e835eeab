import { useEffect, useRef, type ReactNode } from 'react';

/** The page's h1; it takes the focus when the page opens, so a screen reader hears where it landed. */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
      {children}
    </h1>
  );
}
