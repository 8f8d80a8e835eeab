import { flowIndex } from '../flow-index';
import { reachable } from '../lint/graph-checks';
import { routeEdges } from '../lint/route-edges';
import type { Flow } from '../types/flow';
import { walkFixture, type FixtureWalk, type PathFixture } from './path-fixture';

export interface CoverageItem {
  pointer: string;
  /** 'question', or the kind of jump: an option's, the question's default. */
  kind: 'question' | 'option' | 'question-jump';
  label: string;
}

export interface FlowCoverage {
  flowId: string;
  questions: { covered: number; total: number };
  jumps: { covered: number; total: number };
  /** Pairs of routes one after the other (into a question, then out of it), every route counted: the next rung of the ladder, reported, not required. */
  pairs: { covered: number; total: number };
  /** What no fixture reaches. */
  missing: CoverageItem[];
  /** Fixtures that do not pass, by name, with what went wrong. */
  failing: { name: string; failures: string[] }[];
}

/** Everything a flow's fixtures must reach: every question, and every jump an answer can take (not plain sequence). */
export function coverageTargets(flow: Flow): CoverageItem[] {
  const index = flowIndex(flow);
  const questions: CoverageItem[] = index.fileIndexes.map((file, at) => ({ pointer: `/questions/${file}`, kind: 'question', label: `question ${index.keys[at]}` }));
  const jumps: CoverageItem[] = routeEdges(index)
    .flat()
    .filter((edge) => edge.source !== 'sequence')
    .map((edge) => ({
      pointer: edge.pointer,
      kind: edge.source === 'option' ? 'option' : 'question-jump',
      label: edge.source === 'option' ? `option ${edge.option} of ${index.keys[edge.from]}` : `${edge.source} jump of ${index.keys[edge.from]}`,
    }));
  return [...questions, ...jumps];
}

/** Every pair of consecutive routes a visitor can take: each route into a reachable question, then each route out of it. */
export function routePairs(flow: Flow): string[] {
  const index = flowIndex(flow);
  const edges = routeEdges(index);
  const seen = reachable(edges);
  const into = edges.map(() => [] as string[]);
  for (const edge of edges.flat()) if (edge.to !== null && seen.has(edge.from)) into[edge.to]!.push(edge.pointer);
  return edges.flatMap((out, at) => into[at]!.flatMap((before) => out.map((after) => `${before} → ${after.pointer}`)));
}

/** Walks every fixture of a flow through it and measures what together they reach. */
export function flowCoverage(flow: Flow, fixtures: readonly PathFixture[]): FlowCoverage {
  const walks: Array<{ fixture: PathFixture; walk: FixtureWalk }> = fixtures.filter((fixture) => fixture.flow === flow.id).map((fixture) => ({ fixture, walk: walkFixture(flow, fixture) }));
  const reached = new Set(walks.flatMap(({ walk }) => [...walk.covered]));
  const pairsTaken = new Set(walks.flatMap(({ walk }) => [...walk.pairs]));
  const pairs = routePairs(flow);
  const targets = coverageTargets(flow);
  const count = (items: CoverageItem[]) => ({ covered: items.filter((item) => reached.has(item.pointer)).length, total: items.length });
  return {
    flowId: flow.id,
    questions: count(targets.filter((item) => item.kind === 'question')),
    jumps: count(targets.filter((item) => item.kind !== 'question')),
    pairs: { covered: pairs.filter((pair) => pairsTaken.has(pair)).length, total: pairs.length },
    missing: targets.filter((item) => !reached.has(item.pointer)),
    failing: walks.filter(({ walk }) => walk.failures.length > 0).map(({ fixture, walk }) => ({ name: fixture.name, failures: walk.failures })),
  };
}
