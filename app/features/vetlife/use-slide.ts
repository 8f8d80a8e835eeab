import { useEffect, useRef, type RefObject } from 'react';
import type { FunnelStep } from '../funnels';
import { VETLIFE_SLIDE_MS } from './vetlife-theme';

/**
 * VetLife's sliding questions: on each step the new screen slides in over 0.3 s, up when moving forward
 * and down when going back (Web Animations, so no style element is needed under the CSP). Nothing moves
 * before the flow has settled after loading, nor for a visitor who prefers reduced motion.
 */
export function useSlide(element: RefObject<HTMLElement | null>, step: FunnelStep, settled: boolean): void {
  const last = useRef(step.id);
  useEffect(() => {
    if (last.current === step.id) return;
    last.current = step.id;
    const node = element.current;
    if (!settled || !node || step.direction === 'none' || typeof node.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const offset = step.direction === 'forward' ? '48px' : '-48px';
    node.animate([{ transform: `translateY(${offset})`, opacity: 0 }, { transform: 'translateY(0)', opacity: 1 }], { duration: VETLIFE_SLIDE_MS, easing: 'ease-out' });
  }, [element, step.id, step.direction, settled]);
}
