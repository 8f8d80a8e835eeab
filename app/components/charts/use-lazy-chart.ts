import { useEffect, useRef, useState } from 'react';

export interface LazyChart<C> {
  /** The box the chart is drawn in: measured, so the drawing takes its size. */
  box: React.RefObject<HTMLDivElement | null>;
  size: { width: number; height: number } | null;
  Chart: C | null;
  failed: boolean;
}

/**
 * A chart whose drawing library loads after the page is in the browser (never on the server, never on
 * a first load that does not show it), drawn at its box's measured size so nothing moves.
 */
export function useLazyChart<C>(load: () => Promise<C>): LazyChart<C> {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [Chart, setChart] = useState<C | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (component) => live && setChart(() => component),
      () => live && setFailed(true),
    );
    const element = box.current;
    const observer = element
      ? new ResizeObserver(() => {
          const { width, height } = element.getBoundingClientRect();
          setSize((current) => (current && current.width === Math.round(width) && current.height === Math.round(height) ? current : { width: Math.round(width), height: Math.round(height) }));
        })
      : null;
    if (element) observer?.observe(element);
    return () => {
      live = false;
      observer?.disconnect();
    };
    // Once: the loader is a module-level function.
  }, []);
  return { box, size, Chart, failed };
}
