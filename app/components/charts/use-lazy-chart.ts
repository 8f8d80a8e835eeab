import { useEffect, useRef, useState } from 'react';

export interface LazyChart<C> {
  /** The box the chart is drawn in: measured, so the drawing takes its size. */
  box: React.RefObject<HTMLDivElement | null>;
  size: { width: number; height: number } | null;
  Chart: C | null;
  failed: boolean;
}

/** How close to the screen a chart's box comes before its library loads: one screen's height ahead. */
const LOAD_AHEAD = '100% 0px';

/**
 * A chart whose drawing library loads after the page is in the browser (never on the server), once its
 * box is within a screen of being seen: a visitor who reads only the top of the page never pays for the
 * library, and one who scrolls finds it drawn. Drawn at its box's measured size so nothing moves.
 */
export function useLazyChart<C>(load: () => Promise<C>): LazyChart<C> {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [Chart, setChart] = useState<C | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const start = () =>
      load().then(
        (component) => live && setChart(() => component),
        () => live && setFailed(true),
      );
    const element = box.current;
    const near =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              start();
            },
            { rootMargin: LOAD_AHEAD },
          )
        : null;
    if (element && near) near.observe(element);
    else start();
    const observer = element
      ? new ResizeObserver(() => {
          const { width, height } = element.getBoundingClientRect();
          setSize((current) => (current && current.width === Math.round(width) && current.height === Math.round(height) ? current : { width: Math.round(width), height: Math.round(height) }));
        })
      : null;
    if (element) observer?.observe(element);
    return () => {
      live = false;
      near?.disconnect();
      observer?.disconnect();
    };
    // Once: the loader is a module-level function.
  }, []);
  return { box, size, Chart, failed };
}
