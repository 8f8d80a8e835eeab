import { useEffect, useState } from 'react';

/** Where an element is while none of it shows: above or below the visible area; null while some of it shows. */
export type OffScreen = 'above' | 'below' | null;

/** The site's fixed header is 4rem tall below 768 px: what sits under it is not on screen. */
export const PHONE_HEADER_PX = 64;

/** Taller than any page: a root grown upwards by this much holds everything above the window's bottom. */
const ABOVE_EVERYTHING_PX = 1_000_000;

/**
 * Watches one element with an IntersectionObserver (no scroll listener). Starts at null, as on the
 * server, so anything that shows only when the element is off screen is rendered hidden first. Takes the
 * element itself (keep it in state through a callback ref), so a panel that appears, or is replaced, later
 * is watched too; no element is "on screen".
 */
export function useOffScreen(element: Element | null, topInset = PHONE_HEADER_PX): OffScreen {
  const [where, setWhere] = useState<OffScreen>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWhere(null);
      return;
    }
    // Two observers: one on the visible area, one on everything above its bottom edge. An observer reports
    // only a change of intersection, so one alone would miss a jump from below the window to above it.
    // Nothing changes until both have reported, so a first report cannot flash a bar for a moment.
    const state: { visible?: boolean; notBelow?: boolean } = {};
    const update = () => {
      if (state.visible === undefined || state.notBelow === undefined) return;
      setWhere(state.visible ? null : state.notBelow ? 'above' : 'below');
    };
    const watch = (rootMargin: string, key: 'visible' | 'notBelow') => {
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (!entry) return;
          state[key] = entry.isIntersecting;
          update();
        },
        { rootMargin },
      );
      observer.observe(element);
      return observer;
    };
    const observers = [watch(`-${topInset}px 0px 0px 0px`, 'visible'), watch(`${ABOVE_EVERYTHING_PX}px 0px 0px 0px`, 'notBelow')];
    return () => observers.forEach((observer) => observer.disconnect());
  }, [element, topInset]);
  return where;
}

/**
 * Marks the document while a fixed bar shows (`<html data-NAME="VALUE">`), so the stylesheet can make
 * room for it below 768 px; the mark goes when the bar hides or unmounts.
 */
export function useDocumentMark(name: string, value: string | null): void {
  useEffect(() => {
    if (value === null) return;
    const root = document.documentElement;
    root.setAttribute(`data-${name}`, value);
    return () => root.removeAttribute(`data-${name}`);
  }, [name, value]);
}
