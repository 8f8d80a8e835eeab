import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../../engine/flow-index';
import { routeEdges, type RouteEdge } from '../../../engine/lint/route-edges';
import { coverageTargets, flowCoverage } from '../../../engine/qa/coverage';
import { coverPaths } from '../../../engine/qa/cover-paths';
import { generateFixtures } from '../../../engine/qa/generate-fixtures';
import { walkFixture } from '../../../engine/qa/path-fixture';
import type { Flow } from '../../../engine/types/flow';
import { generateFlow } from '../../../scripts/bench/generated-flow';
import { SHIPPED_FLOW_IDS, arbitraryFlow, loadFlow, makeFlow, q, yesNo } from '../support/flows';

const failuresOf = (flow: Flow, fixtures: ReturnType<typeof generateFixtures>['fixtures']) =>
  fixtures.flatMap((fixture) => walkFixture(flow, fixture).failures.map((failure) => `${fixture.name}: ${failure}`));

/** Every complete walk as the coverage targets it reaches (a question's file pointer, a jump's pointer). */
function everyWalk(flow: Flow): Set<string>[] {
  const index = flowIndex(flow);
  const routes = routeEdges(index);
  const walks: Set<string>[] = [];
  const visit = (at: number, reached: string[], onPath: Set<number>) => {
    for (const route of routes[at]!) {
      const next = [...reached, `/questions/${index.fileIndexes[at]}`, ...(route.source === 'sequence' ? [] : [route.pointer])];
      if (route.to === null || onPath.has(route.to)) walks.push(new Set(next));
      else visit(route.to, next, new Set([...onPath, route.to]));
    }
  };
  if (routes.length > 0) visit(0, [], new Set([0]));
  return walks;
}

/** The fewest walks that together reach every target, by trying every set of walks, smallest first. */
function smallestCover(walks: Set<string>[], targets: string[]): number {
  for (let size = 1; size <= walks.length; size++) {
    const choose = (from: number, left: number, reached: Set<string>): boolean =>
      left === 0 ? targets.every((target) => reached.has(target)) : walks.slice(from).some((walk, at) => choose(from + at + 1, left - 1, new Set([...reached, ...walk])));
    if (choose(0, size, new Set())) return size;
  }
  return Infinity;
}

describe('generating path fixtures from a flow', () => {
  it.each(SHIPPED_FLOW_IDS)('covers every question and jump of %s, and every fixture passes', (id) => {
    const flow = loadFlow(id);
    const { fixtures, counts, problems } = generateFixtures(flow, { definitionVersion: 'sha256-test' });
    const coverage = flowCoverage(flow, fixtures);
    expect(problems).toEqual([]);
    expect(coverage.missing).toEqual([]);
    expect(failuresOf(flow, fixtures)).toEqual([]);
    expect(counts.paths + counts.boundaries + counts.roundTrips).toBe(fixtures.length);
    expect(fixtures.every((fixture) => fixture.generated === true && fixture.definitionVersion === 'sha256-test')).toBe(true);
    expect(new Set(fixtures.map((fixture) => fixture.name)).size).toBe(fixtures.length);
  });

  it('covers a generated 200-question flow with as few paths as its independent jumps need', () => {
    const { flow } = generateFlow(200);
    const { fixtures, counts, problems } = generateFixtures(flow);
    const coverage = flowCoverage(flow, fixtures);
    expect(problems).toEqual([]);
    expect(coverage.questions).toEqual({ covered: 200, total: 200 });
    expect(coverage.jumps.covered).toBe(coverage.jumps.total);
    expect(coverage.jumps.total).toBeGreaterThan(50);
    expect(failuresOf(flow, fixtures)).toEqual([]);
    // Every skip is a choice between going on and jumping one ahead, and choices do not depend on each other.
    expect(counts.paths).toBe(2);
  });

  it('is the same on every run, so a regenerated file differs only where the flow did', () => {
    const flow = loadFlow('vetlife-refinance');
    expect(JSON.stringify(generateFixtures(flow))).toBe(JSON.stringify(generateFixtures(loadFlow('vetlife-refinance'))));
  });

  it('finds the fewest complete paths that reach every question and jump (checked against every set of walks)', () => {
    fc.assert(
      fc.property(arbitraryFlow(true), (flow) => {
        const walks = everyWalk(flow);
        fc.pre(walks.length <= 14);
        const targets = coverageTargets(flow).map((item) => item.pointer);
        const reachable = targets.filter((target) => walks.some((walk) => walk.has(target)));
        const { paths } = coverPaths(flow);
        const { fixtures } = generateFixtures(flow);
        const covering = fixtures.filter((fixture) => fixture.name.startsWith('path '));
        expect(failuresOf(flow, fixtures)).toEqual([]);
        const reached = new Set(covering.flatMap((fixture) => [...walkFixture(flow, fixture).covered]));
        expect(reachable.filter((target) => !reached.has(target))).toEqual([]);
        expect(paths.length).toBe(smallestCover(walks, reachable));
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on a flow with cycles and missing targets, and keeps only fixtures that pass', () => {
    fc.assert(
      fc.property(arbitraryFlow(false), (flow) => {
        const { fixtures } = generateFixtures(flow);
        expect(failuresOf(flow, fixtures)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('boundary fixtures', () => {
  const capped = makeFlow([
    q(1, 'price', { type: 'currency', min: 1000, max: 900_000, messages: { min: 'From {min}.', max: 'Up to {max}.' } }),
    q(2, 'down', { type: 'currency', min: 0, atMost: { answer: 'price', message: 'At most {max}.' } }),
    q(3, 'name', { type: 'text', min: 2, max: 5 }),
  ]);
  const named = (name: string) => generateFixtures(capped).fixtures.find((fixture) => fixture.name.startsWith(`boundaries of ${name}`))!;

  it('refuses one past each limit with the flow message and accepts each limit', () => {
    const price = named('price');
    expect(price.name).toBe('boundaries of price (currency): required, format, min, max');
    expect(price.answers).toEqual([
      { value: '', error: 'Please enter a dollar amount of up to 10 digits.' },
      { value: 'lots', error: 'Please enter a dollar amount of up to 10 digits.' },
      { value: 999, error: 'From $1,000.' },
      1000,
      { back: true },
      { value: 900_001, error: 'Up to $900,000.' },
      900_000,
    ]);
    expect(price.expected).toEqual(['price', 'down', 'price', 'down']);
  });

  it('checks a cap taken from an earlier answer at the cap and one dollar above it', () => {
    const down = named('down');
    const earlier = down.answers[0] as number;
    expect(down.answers).toContainEqual({ value: earlier + 1, error: `At most $${earlier.toLocaleString('en-US')}.` });
    expect(down.answers.at(-1)).toBe(earlier);
  });

  it('checks text lengths at the minimum and maximum', () => {
    const name = named('name');
    expect(name.answers.slice(2)).toEqual([{ value: '', error: expect.any(String) }, { value: 'a', error: expect.any(String) }, 'ab', { back: true }, { value: 'abcdef', error: expect.any(String) }, 'abcde']);
  });
});

describe('back-and-change round trips', () => {
  const branching = (backPolicy: Flow['backPolicy']) =>
    makeFlow([q(1, 'route', { type: 'options', options: yesNo(3) }), q(2, 'detail', { type: 'text' }), q(3, 'zip', { type: 'zipcode' })], { backPolicy });

  it('keeps the later answers when the same answer is given again (keep-answers)', () => {
    const again = generateFixtures(branching('keep-answers')).fixtures.find((fixture) => fixture.name.startsWith('back twice'))!;
    expect(again.name).toBe('back twice, then the same route again: detail kept');
    expect(again.kept).toEqual(['detail']);
    expect(again.absent).toBeUndefined();
  });

  it('has cleared the later answers when going back over them (clear-forward)', () => {
    const again = generateFixtures(branching('clear-forward')).fixtures.find((fixture) => fixture.name.startsWith('back twice'))!;
    expect(again.name).toBe('back twice, then the same route again: detail cleared');
    expect(again.absent).toEqual(['detail']);
  });

  it('changes a route-deciding answer and expects the first branch forgotten', () => {
    const change = generateFixtures(branching('keep-answers')).fixtures.find((fixture) => fixture.name.startsWith('back and change at route'))!;
    expect(change.answers).toEqual(['yes', 'Jordan Smith', { back: true }, { back: true }, 'no', '48009']);
    expect(change.expected).toEqual(['route', 'detail', 'zip', 'detail', 'route', 'zip']);
    expect(change.absent).toEqual(['detail']);
    expect(change.completed).toBe(true);
  });

  it('leaves the flow when going back from the first question', () => {
    const leave = generateFixtures(branching('clear-forward')).fixtures.find((fixture) => fixture.name === 'back at the first question leaves the flow')!;
    expect(leave.expected).toEqual(['route', '(chooser)']);
  });
});

it('a route edge list is what the cover walks (guards the graph the generator reads)', () => {
  const flow = makeFlow([q(1, 'a', { type: 'options', options: yesNo(3, 3) }), q(2, 'b'), q(3, 'c')]);
  const edges: RouteEdge[] = routeEdges(flowIndex(flow)).flat();
  // Both options jump, so the question has no default route: two paths, one per option.
  expect(edges.filter((edge) => edge.from === 0).map((edge) => edge.source)).toEqual(['option', 'option']);
  expect(coverPaths(flow).paths).toHaveLength(2);
  expect(coverPaths(flow).unreachable).toEqual(['/questions/1']);
});
