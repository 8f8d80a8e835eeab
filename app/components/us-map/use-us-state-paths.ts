import { useEffect, useState } from 'react';

type StatePaths = Readonly<Record<string, string>>;

/** The id of the `<path>` in the map's defs that draws a state; `<use>` elements refer to it. */
export const statePathId = (code: string) => `us-state-${code}`;

/*
 * The outlines are ~70 KB of path data: the server draws them into the page's HTML, and the browser reads
 * them back from that markup when it hydrates, so they never ride in the first load's JavaScript. Only a
 * map first drawn in the browser (reached by client-side navigation) loads them as a separate chunk.
 */
let known: StatePaths | null = import.meta.env.SSR ? (await import('../../domain/geo/us-state-paths')).US_STATE_PATHS : null;

function readServerDrawnPaths(): StatePaths | null {
  if (typeof document === 'undefined') return null;
  const drawn = document.querySelectorAll<SVGPathElement>('svg[data-us-map] defs path[data-state-path]');
  const paths: Record<string, string> = {};
  for (const path of drawn) {
    const d = path.getAttribute('d');
    if (!d) return null;
    paths[path.dataset.statePath!] = d;
  }
  return drawn.length > 0 ? paths : null;
}

/** Each state's outline keyed by USPS code, or null while a map drawn in the browser waits for them. */
export function useUsStatePaths(): StatePaths | null {
  const [paths, setPaths] = useState(() => (known ??= readServerDrawnPaths()));
  useEffect(() => {
    if (paths) return;
    let mounted = true;
    void import('../../domain/geo/us-state-paths').then(({ US_STATE_PATHS }) => {
      known = US_STATE_PATHS;
      if (mounted) setPaths(US_STATE_PATHS);
    });
    return () => {
      mounted = false;
    };
  }, [paths]);
  return paths;
}
