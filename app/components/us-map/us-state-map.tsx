import type { MouseEvent } from 'react';
import { US_MAP_HEIGHT, US_MAP_STATES, US_MAP_WIDTH, type UsMapState } from '../../domain/geo/us-map-states';
import { useText } from '../../../renderers/i18n/locale-context';
import { usMapText } from './messages';
import { statePathId, useUsStatePaths } from './use-us-state-paths';

const HATCH_ID = 'us-map-highlight-hatch';
const DOT_RADIUS = 6;

export interface UsStateMapProps {
  /** Accessible name of the map. */
  label: string;
  /** Codes of the highlighted states; each is a link. */
  highlighted: readonly string[];
  /** The state under the pointer or keyboard focus (here or in a list beside the map). */
  active: string | null;
  onActiveChange(code: string | null): void;
  /** Where a highlighted state leads. */
  hrefFor(code: string): string;
  /** A plain click on a highlighted state (the page navigates without a reload); modified clicks keep the browser's behaviour. */
  onSelect?(code: string): void;
  className?: string;
}

/**
 * The United States drawn from Census outlines, inline in the page. Every state can be reached with Tab
 * (in the order of their names) and is announced by name; highlighted states are links, marked by colour,
 * a hatch and a heavier outline, and report hover and focus so the page can highlight a matching badge.
 */
export function UsStateMap({ label, highlighted, active, onActiveChange, hrefFor, onSelect, className = '' }: UsStateMapProps) {
  const t = useText(usMapText);
  const paths = useUsStatePaths();
  const lit = new Set(highlighted.map((code) => code.toUpperCase()));
  const pointAt = (code: string) => ({
    onMouseEnter: () => onActiveChange(code),
    onMouseLeave: () => onActiveChange(null),
    onFocus: () => onActiveChange(code),
    onBlur: () => onActiveChange(null),
  });
  const onClick = (code: string) => (event: MouseEvent<Element>) => {
    if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(code);
  };
  const shape = ({ code, dot }: UsMapState, fill: string) => (
    <>
      <use href={`#${statePathId(code)}`} className={`${fill} stroke-white transition-colors group-focus-visible:stroke-brand-900 group-focus-visible:[stroke-width:3]`} strokeWidth={1} />
      {dot && <circle cx={dot[0]} cy={dot[1]} r={DOT_RADIUS} className={`${fill} stroke-white`} strokeWidth={1.5} />}
    </>
  );
  return (
    <svg
      viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`}
      role="group"
      aria-label={label}
      className={`block h-auto w-full max-w-full ${className}`}
      data-us-map
    >
      <defs>
        <pattern id={HATCH_ID} width={7} height={7} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={7} height={7} className="fill-brand-700" />
          <line x1={1.5} y1={0} x2={1.5} y2={7} className="stroke-brand-100" strokeOpacity={0.55} strokeWidth={2} />
        </pattern>
        {US_MAP_STATES.map(({ code }) => (
          <path key={code} id={statePathId(code)} d={paths?.[code]} data-state-path={code} />
        ))}
      </defs>
      {US_MAP_STATES.map((state) => {
        const { code, name } = state;
        const isActive = active === code;
        if (!lit.has(code)) {
          // Focusable so every state can be found by keyboard, but an image, not a control: nothing happens on it.
          return (
            <g key={code} role="img" aria-label={name} tabIndex={0} data-state={code} data-active={isActive ? 'true' : undefined} className="group outline-none" {...pointAt(code)}>
              {shape(state, isActive ? 'fill-slate-400' : 'fill-slate-200')}
            </g>
          );
        }
        return (
          <a
            key={code}
            href={hrefFor(code)}
            aria-label={t('licensed', { name })}
            data-state={code}
            data-licensed="true"
            data-active={isActive ? 'true' : undefined}
            onClick={onClick(code)}
            className="group cursor-pointer outline-none"
            {...pointAt(code)}
          >
            {shape(state, isActive ? 'fill-teal-700' : 'fill-[url(#us-map-highlight-hatch)]')}
          </a>
        );
      })}
      {/* Outlines drawn last so a neighbour never covers them: heavy for highlighted states, heavier for the active one. */}
      <g aria-hidden="true" className="pointer-events-none fill-none">
        {US_MAP_STATES.filter(({ code }) => lit.has(code) && code !== active).map(({ code }) => (
          <use key={code} href={`#${statePathId(code)}`} className="stroke-brand-900" strokeWidth={2.5} strokeLinejoin="round" />
        ))}
        {active && <use href={`#${statePathId(active)}`} className="stroke-brand-900" strokeWidth={5} strokeLinejoin="round" data-active-outline />}
      </g>
    </svg>
  );
}
