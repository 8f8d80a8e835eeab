import type { MouseEvent } from 'react';
import { STATE_TILES, TILE_COLUMNS, TILE_ROWS } from './us-tile-layout';

const CELL = 48;
const TILE = 44;

export interface UsTileMapProps {
  /** Accessible name of the map. */
  label: string;
  /** Codes of the highlighted states; each is a link. */
  highlighted: readonly string[];
  /** The state under the pointer or keyboard focus (here or in a list beside the map). */
  active: string | null;
  onActiveChange(code: string | null): void;
  /** Where a highlighted state leads. */
  hrefFor(code: string): string;
  /** The link's accessible name, e.g. 'Get a brokered rate in Michigan'. */
  linkLabel(code: string): string;
  /** A plain click on a highlighted state (the page navigates without a reload); modified clicks keep the browser's behaviour. */
  onSelect?(code: string): void;
  className?: string;
}

/**
 * The US as a tile grid (one square per state, in geographic arrangement), drawn as inline SVG so it ships
 * with the page and needs no request. Highlighted states are links, reachable with Tab, and report hover
 * and focus so the page can highlight the matching badge; the other states are decoration.
 */
export function UsTileMap({ label, highlighted, active, onActiveChange, hrefFor, linkLabel, onSelect, className = '' }: UsTileMapProps) {
  const lit = new Set(highlighted.map((code) => code.toUpperCase()));
  const onClick = (code: string) => (event: MouseEvent<Element>) => {
    if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(code);
  };
  return (
    <svg
      viewBox={`0 0 ${TILE_COLUMNS * CELL} ${TILE_ROWS * CELL}`}
      role="group"
      aria-label={label}
      className={`h-auto w-full ${className}`}
      data-us-map
    >
      {STATE_TILES.map(({ code, column, row }) => {
        const x = column * CELL + (CELL - TILE) / 2;
        const y = row * CELL + (CELL - TILE) / 2;
        const isActive = active === code;
        if (!lit.has(code)) {
          return (
            <g key={code} aria-hidden="true" data-state={code}>
              <rect x={x} y={y} width={TILE} height={TILE} rx={7} className="fill-slate-100 stroke-slate-200" />
              <text x={x + TILE / 2} y={y + TILE / 2} dy="0.35em" textAnchor="middle" className="fill-slate-600 text-[13px] font-semibold">
                {code}
              </text>
            </g>
          );
        }
        return (
          <a
            key={code}
            href={hrefFor(code)}
            aria-label={linkLabel(code)}
            data-state={code}
            data-licensed="true"
            data-active={isActive ? 'true' : undefined}
            onMouseEnter={() => onActiveChange(code)}
            onMouseLeave={() => onActiveChange(null)}
            onFocus={() => onActiveChange(code)}
            onBlur={() => onActiveChange(null)}
            onClick={onClick(code)}
            className="group cursor-pointer outline-none"
          >
            <rect
              x={x}
              y={y}
              width={TILE}
              height={TILE}
              rx={7}
              className={`transition-colors ${isActive ? 'fill-teal-700 stroke-brand-900' : 'fill-brand-700 stroke-brand-700'} group-focus-visible:stroke-brand-900`}
              strokeWidth={isActive ? 3 : 1}
            />
            <text x={x + TILE / 2} y={y + TILE / 2} dy="0.35em" textAnchor="middle" aria-hidden="true" className="pointer-events-none fill-white text-[13px] font-bold">
              {code}
            </text>
          </a>
        );
      })}
    </svg>
  );
}
