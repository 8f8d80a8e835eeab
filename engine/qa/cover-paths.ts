import { flowIndex } from '../flow-index';
import { cycleEdges, reachableThrough } from '../lint/graph-checks';
import { routeEdges, type RouteEdge } from '../lint/route-edges';
import type { Flow, LoanType } from '../types/flow';
import { minPathCover, type CoverEdge } from './min-path-cover';

/** A walk from the first question to the end: each question asked, with the route its answer takes. */
export type RoutePath = RouteEdge[];

export interface PathCover {
  paths: RoutePath[];
  /** Coverage targets no path from the first question to the end can reach (unreachable questions). */
  unreachable: string[];
}

/**
 * The fewest walks from the first question to the end that together show every question and take every
 * jump (each option's own and each question's default). A question is split into an entry and an exit
 * node joined by a required edge, so "show the question" is an edge to cover like a jump. A route that
 * closes a cycle ends the walk, as the engine ends a flow that would ask a question twice.
 */
export function coverPaths(flow: Flow, loanType: LoanType = flow.loanType): PathCover {
  const index = flowIndex(flow, loanType);
  const routes = routeEdges(index);
  if (routes.length === 0) return { paths: [], unreachable: [] };
  const closing = new Set(cycleEdges(routes));
  const sink = routes.length * 2;
  const entry = (at: number) => at * 2;
  const exit = (at: number) => at * 2 + 1;

  const edges: Array<CoverEdge & { route?: RouteEdge }> = [];
  routes.forEach((out, at) => {
    edges.push({ from: entry(at), to: exit(at), required: true });
    for (const route of out) {
      const to = route.to === null || closing.has(route) ? sink : entry(route.to);
      edges.push({ from: exit(at), to, required: route.source !== 'sequence', route });
    }
  });

  const fromStart = reachableNodes(edges, entry(0), sink + 1, false);
  const toEnd = reachableNodes(edges, sink, sink + 1, true);
  const onSomePath = (edge: CoverEdge) => fromStart.has(edge.from) && toEnd.has(edge.to);
  const unreachable = edges.filter((edge) => edge.required && !onSomePath(edge)).map((edge) => edge.route?.pointer ?? `/questions/${index.fileIndexes[edge.from / 2]}`);
  const usable = edges.map((edge) => ({ ...edge, required: edge.required && onSomePath(edge) }));
  const cover = minPathCover({ nodeCount: sink + 1, source: entry(0), sink, edges: usable });
  const paths = (cover ?? []).map((ids) => ids.map((id) => edges[id]!.route).filter((route): route is RouteEdge => route !== undefined));
  return { paths, unreachable };
}

/** The nodes reachable from `start`, following edges forwards or (toward `start`) backwards. */
function reachableNodes(edges: readonly CoverEdge[], start: number, nodeCount: number, backwards: boolean): Set<number> {
  const next: number[][] = Array.from({ length: nodeCount }, () => []);
  for (const edge of edges) {
    if (backwards) next[edge.to]!.push(edge.from);
    else next[edge.from]!.push(edge.to);
  }
  return reachableThrough(next, [start]);
}
