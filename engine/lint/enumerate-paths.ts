import type { Flow } from '../types/flow';
import type { EnumeratedPath } from '../types/lint';
import { MAX_ENUMERATED_PATHS } from '../constants';
import { flowIndex } from '../flow-index';
import { routeEdges, type RouteEdge } from './route-edges';

export interface PathEnumeration {
  paths: EnumeratedPath[];
  truncated: boolean;
}

/** Distinct targets of a question's routes, in edge order (two options to the same place are one branch). */
function branches(edges: readonly RouteEdge[]): Array<number | null> {
  const targets: Array<number | null> = [];
  for (const edge of edges) if (!targets.includes(edge.to)) targets.push(edge.to);
  return targets;
}

/**
 * Every path from the first question (depth first, in option order), at most `maxPaths` (10,000 by
 * default). A path ends 'complete' when a route leads nowhere and 'cycle' when it returns to a question
 * already on it.
 */
export function enumeratePaths(flow: Flow, maxPaths = MAX_ENUMERATED_PATHS, edges = routeEdges(flowIndex(flow))): PathEnumeration {
  const targets = edges.map(branches);
  const paths: EnumeratedPath[] = [];
  if (targets.length === 0) return { paths, truncated: false };
  const path: number[] = [];
  const onPath = new Set<number>();
  let truncated = false;

  const walk = (at: number): void => {
    path.push(at);
    onPath.add(at);
    for (const to of targets[at]!) {
      if (paths.length >= maxPaths) {
        truncated = true;
        break;
      }
      if (to === null) paths.push({ indexes: [...path], end: 'complete' });
      else if (onPath.has(to)) paths.push({ indexes: [...path], end: 'cycle' });
      else walk(to);
    }
    onPath.delete(at);
    path.pop();
  };
  walk(0);
  return { paths, truncated };
}
