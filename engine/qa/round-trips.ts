import { routeEdges, type RouteEdge } from '../lint/route-edges';
import type { Flow, LoanType } from '../types/flow';
import { routeAnswer } from './answer-picks';
import type { RoutePath } from './cover-paths';
import { FixtureBuilder } from './fixture-builder';
import type { PathFixture } from './path-fixture';

/** How an answer reads in a fixture's name. */
const shown = (value: unknown) => (Array.isArray(value) ? value.join('+') : String(value));

/** Answers on by each question's first route until the flow ends. */
function finish(builder: FixtureBuilder, routes: readonly RouteEdge[][]): boolean {
  for (let guard = 0; builder.question && guard <= routes.length; guard++) {
    const route = routes[builder.session.current!]![0]!;
    if (!builder.accept(routeAnswer(builder.question, route, builder.session.answers))) return false;
  }
  return builder.session.completed;
}

/**
 * Going back, and changing or keeping an answer: back at the first question leaves the flow; going back
 * over an answer and giving it again keeps (keep-answers) or has cleared (clear-forward) the answers
 * after it; at every question whose answer decides the route, one answer, back, and one that goes
 * elsewhere, then on to the end, expecting the first branch's answers gone.
 */
export function roundTrips(flow: Flow, loanType: LoanType, paths: readonly RoutePath[], prefixes: Map<number, RoutePath>, version: string | undefined, problems: string[]): PathFixture[] {
  const fixtures: PathFixture[] = [];
  const first = new FixtureBuilder(flow, loanType);
  if (!first.question) return fixtures;
  const routes = routeEdges(first.index);
  first.back();
  fixtures.push(first.build('back at the first question leaves the flow', version));

  const path = paths[0];
  if (path && path.length >= 2) {
    const again = new FixtureBuilder(flow, loanType);
    const answerFirst = routeAnswer(again.question!, path[0]!, {});
    again.follow(path.slice(0, 2));
    const later = again.index.keys[path[1]!.from]!;
    again.back();
    again.back();
    again.accept(answerFirst);
    const keeps = flow.backPolicy === 'keep-answers';
    fixtures.push(again.build(`back twice, then the same ${again.index.keys[0]} again: ${later} ${keeps ? 'kept' : 'cleared'}`, version, keeps ? [later] : []));
  }

  for (const [at, out] of routes.entries()) {
    const targets = [...new Set(out.map((route) => route.to))];
    const prefix = prefixes.get(at);
    if (targets.length < 2 || !prefix) continue;
    const [there, elsewhere] = [out[0]!, out.find((route) => route.to !== out[0]!.to)!];
    const builder = new FixtureBuilder(flow, loanType);
    const key = builder.index.keys[at]!;
    if (!builder.follow(prefix)) continue;
    const firstAnswer = routeAnswer(builder.question!, there, builder.session.answers);
    const secondAnswer = routeAnswer(builder.question!, elsewhere, builder.session.answers);
    builder.accept(firstAnswer);
    const wentOn = builder.question !== undefined && builder.accept(routeAnswer(builder.question, routes[builder.session.current!]![0]!, builder.session.answers));
    if (wentOn) builder.back();
    builder.back();
    if (!builder.accept(secondAnswer) || !finish(builder, routes)) {
      problems.push(`back and change at ${key}: the engine did not go on to the end`);
      continue;
    }
    fixtures.push(builder.build(`back and change at ${key}: ${shown(firstAnswer)}, then ${shown(secondAnswer)}`, version));
  }
  return fixtures;
}
