import { useEffect, type RefObject } from 'react';
import type { FunnelStep } from './funnel-types';

/**
 * Moves the focus to a screen's heading after every step the visitor made (answer, back, start...), so a
 * keyboard or screen-reader user lands on the new question. A page load leaves the focus alone.
 */
export function useFocusOnStep(heading: RefObject<HTMLElement | null>, step: FunnelStep): void {
  useEffect(() => {
    if (step.byVisitor) heading.current?.focus();
  }, [heading, step.id, step.byVisitor]);
}
