import type { Flow, LoanType } from '../types/flow';
import { boundaryPlan } from './boundary-plan';
import { coverPaths, type RoutePath } from './cover-paths';
import { FixtureBuilder } from './fixture-builder';
import type { PathFixture } from './path-fixture';
import { roundTrips } from './round-trips';

export interface GeneratedFixtures {
  fixtures: PathFixture[];
  /** How many of each kind, in the order they are listed. */
  counts: { paths: number; boundaries: number; roundTrips: number };
  /** What could not be generated, in words (an unreachable question, a value the engine refused). */
  problems: string[];
}

const NAME_LIMIT = 200;
const clip = (name: string) => (name.length <= NAME_LIMIT ? name : `${name.slice(0, NAME_LIMIT - 1)}…`);
const pad = (n: number, total: number) => String(n).padStart(String(total).length, '0');

/** The jumps a path takes, in words, for its name: "propertyUse=investment, hasAgent=no". */
function pathChoices(builder: FixtureBuilder, path: RoutePath): string {
  const jumps = path.filter((route) => route.source === 'option').map((route) => {
    const option = builder.index.questions[route.from]!.questionData.options![route.option!]!;
    return `${builder.index.keys[route.from]}=${typeof option === 'string' ? option : String(option.value)}`;
  });
  return jumps.length > 0 ? `via ${jumps.join(', ')}` : 'the default routes';
}

function coveringFixtures(flow: Flow, loanType: LoanType, paths: RoutePath[], version: string | undefined, problems: string[]): PathFixture[] {
  return paths.flatMap((path, at) => {
    const builder = new FixtureBuilder(flow, loanType);
    const label = `path ${pad(at + 1, paths.length)} of ${paths.length}`;
    if (!builder.follow(path)) {
      problems.push(`${label}: the engine did not follow the planned route at ${builder.key ?? 'the end'}`);
      return [];
    }
    return [builder.build(clip(`${label}: ${pathChoices(builder, path)}`), version)];
  });
}

/** The shortest known way to each question: the prefix of the covering path that reaches it soonest. */
function shortestPrefixes(paths: readonly RoutePath[]): Map<number, RoutePath> {
  const prefixes = new Map<number, RoutePath>();
  for (const path of paths) {
    path.forEach((route, position) => {
      const known = prefixes.get(route.from);
      if (!known || known.length > position) prefixes.set(route.from, path.slice(0, position));
    });
  }
  return prefixes;
}

function boundaryFixtures(flow: Flow, loanType: LoanType, prefixes: Map<number, RoutePath>, version: string | undefined, problems: string[]): PathFixture[] {
  return [...prefixes.keys()]
    .sort((a, b) => a - b)
    .flatMap((at) => {
      const builder = new FixtureBuilder(flow, loanType);
      if (!builder.follow(prefixes.get(at)!)) {
        problems.push(`boundaries of ${builder.index.keys[at]}: its question could not be reached`);
        return [];
      }
      const rules: string[] = [];
      let moved = false;
      for (const planned of boundaryPlan(builder.question!, builder.session.answers)) {
        if (moved) builder.back();
        moved = false;
        const refused = planned.refuse.filter((value) => builder.refuse(value)).length;
        if (planned.accept !== undefined) moved = builder.accept(planned.accept);
        if (refused > 0 || moved) rules.push(planned.rule);
      }
      if (rules.length === 0) return [];
      const question = builder.index.questions[at]!;
      return [builder.build(clip(`boundaries of ${builder.index.keys[at]} (${question.questionData.type}): ${rules.join(', ')}`), version)];
    });
}

/**
 * Path fixtures for a flow, generated from its graph: the fewest complete paths that show every question
 * and take every jump; then, for each question with rules, its boundaries (one past each limit refused
 * with the flow's message, each limit accepted); then back-and-change round trips. Names and order depend
 * only on the definition, so a regenerated file differs only where the flow did.
 */
export function generateFixtures(flow: Flow, options: { definitionVersion?: string; loanType?: LoanType } = {}): GeneratedFixtures {
  const loanType = options.loanType ?? flow.loanType;
  const version = options.definitionVersion;
  const problems: string[] = [];
  const cover = coverPaths(flow, loanType);
  for (const pointer of cover.unreachable) problems.push(`${pointer} is on no path from the first question to the end`);
  const prefixes = shortestPrefixes(cover.paths);
  const covering = coveringFixtures(flow, loanType, cover.paths, version, problems);
  const boundaries = boundaryFixtures(flow, loanType, prefixes, version, problems);
  const trips = roundTrips(flow, loanType, cover.paths, prefixes, version, problems);
  return {
    fixtures: [...covering, ...boundaries, ...trips],
    counts: { paths: covering.length, boundaries: boundaries.length, roundTrips: trips.length },
    problems,
  };
}
