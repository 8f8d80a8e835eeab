import { answer } from '../answer';
import { back } from '../back';
import { flowIndex } from '../flow-index';
import { validateLeadAnswers } from '../lead/validate-lead-answers';
import { routeOf, type Route } from '../next-question';
import { progress } from '../progress';
import { start } from '../start';
import type { Flow, LoanType } from '../types/flow';
import type { Session } from '../types/session';

/** An answer value; a value the engine must refuse with `error`; or going back. */
export type FixtureStep = unknown | { value: unknown; error: string } | { back: true };

/**
 * A QA path: the answers given in order, and what a visitor must see: the answer keys of the questions
 * shown (the first, then one after each accepted answer or back; '(chooser)' when back leaves the flow),
 * whether the flow ends complete, and the keys no longer kept at the end.
 */
export interface PathFixture {
  name: string;
  flow: string;
  loanType: LoanType;
  answers: FixtureStep[];
  expected: string[];
  completed: boolean;
  absent?: string[];
  /** Answer keys that must still be kept at the end (an unchanged answer keeps what follows it). */
  kept?: string[];
  /** The content hash of the definition version the fixture was written for. */
  definitionVersion?: string;
  /** Written by the generator: regenerating replaces it, while hand-written fixtures are kept. */
  generated?: boolean;
}

export interface FixtureWalk {
  shown: string[];
  completed: boolean;
  /** What did not go as the fixture says, in words; empty when it passed. */
  failures: string[];
  /** JSON Pointers of the questions shown and the jumps taken. */
  covered: Set<string>;
  /** Pairs of routes taken one after the other on the visitor's path, as "pointer → pointer". */
  pairs: Set<string>;
  /** The answers kept at the end, by answer key (a preview opens a question with them). */
  answers: Record<string, unknown>;
}

/** The JSON Pointer of the definition node that decided a route (the question's component for plain sequence). */
function routePointer(file: number, route: Route): string {
  if (route.source === 'option') return `/questions/${file}/questionData/options/${route.option}/nextComponent`;
  if (route.source === 'questionData') return `/questions/${file}/questionData/nextComponent`;
  return route.source === 'question' ? `/questions/${file}/nextComponent` : `/questions/${file}/component`;
}

const isBack = (step: FixtureStep): step is { back: true } => typeof step === 'object' && step !== null && !Array.isArray(step) && 'back' in step;
const isRefused = (step: FixtureStep): step is { value: unknown; error: string } => typeof step === 'object' && step !== null && !Array.isArray(step) && 'error' in step;

/** Walks a fixture through the engine as a visitor would, and says where it departs from what it expects. */
export function walkFixture(flow: Flow, fixture: PathFixture): FixtureWalk {
  const index = flowIndex(flow, fixture.loanType);
  const covered = new Set<string>();
  const pairs = new Set<string>();
  // The route taken out of each question on the visitor's current path (back removes the last).
  const taken: string[] = [];
  const failures: string[] = [];
  const shown: string[] = [];
  const begun = start(flow, fixture.loanType).session;
  if (!begun) return { shown, completed: false, failures: [`the flow has no question for ${fixture.loanType}`], covered, pairs, answers: {} };
  let session: Session = begun;
  const show = (s: Session) => {
    if (s.current === null) return;
    shown.push(index.keys[s.current]!);
    covered.add(`/questions/${index.fileIndexes[s.current]}`);
  };
  show(session);
  let previousProgress = progress(flow, session);
  for (const [step, given] of fixture.answers.entries()) {
    const where = `step ${step + 1}`;
    if (isBack(given)) {
      const result = back(flow, session);
      if (result.effects.some((effect) => effect.type === 'goToChooser')) {
        shown.push('(chooser)');
        const effects = result.effects.map((effect) => effect.type).join(', ');
        // Leaving a clear-forward flow forgets the visitor's answers before the chooser shows.
        if (flow.backPolicy === 'clear-forward' && effects !== 'clearStorage, clearUrl, goToChooser') failures.push(`${where}: leaving the flow did ${effects}`);
        continue;
      }
      session = result.session;
      taken.pop();
      if (progress(flow, session) >= previousProgress) failures.push(`${where}: going back did not lower the progress`);
      previousProgress = progress(flow, session);
      show(session);
      continue;
    }
    const at = session.current;
    if (at === null) {
      failures.push(`${where}: answered after the flow was complete`);
      break;
    }
    const result = answer(flow, session, isRefused(given) ? given.value : given);
    if (isRefused(given)) {
      if (result.error !== given.error) failures.push(`${where}: expected the refusal "${given.error}", got ${result.error === undefined ? 'none' : `"${result.error}"`}`);
      continue;
    }
    if (result.error !== undefined) {
      failures.push(`${where}: ${JSON.stringify(given)} was refused: "${result.error}"`);
      break;
    }
    const question = index.questions[at]!;
    const route = routeOf(question, result.session.answers[index.keys[at]!]);
    const file = index.fileIndexes[at];
    const pointer = routePointer(file!, route);
    if (route.source !== 'sequence') covered.add(pointer);
    taken.push(pointer);
    if (taken.length >= 2) pairs.add(`${taken[taken.length - 2]} → ${taken[taken.length - 1]}`);
    session = result.session;
    if (progress(flow, session) <= previousProgress) failures.push(`${where}: answering did not raise the progress`);
    previousProgress = progress(flow, session);
    show(session);
  }
  if (JSON.stringify(shown) !== JSON.stringify(fixture.expected)) {
    const first = fixture.expected.findIndex((key, position) => shown[position] !== key);
    const at = first < 0 ? fixture.expected.length : first;
    failures.push(`question ${at + 1}: expected ${fixture.expected[at] ?? 'the end'}, shown ${shown[at] ?? 'the end'}`);
  }
  if (session.completed !== fixture.completed) failures.push(fixture.completed ? 'the flow did not complete' : 'the flow completed');
  for (const key of fixture.absent ?? []) if (key in session.answers) failures.push(`the answer ${key} is still kept`);
  for (const key of fixture.kept ?? []) if (!(key in session.answers)) failures.push(`the answer ${key} is no longer kept`);
  if (session.completed) {
    if (progress(flow, session) !== 100) failures.push('a complete flow is not at 100 %');
    const report = validateLeadAnswers(flow, session.answers, fixture.loanType);
    if (!report.ok) failures.push(`the completed answers fail the lead's checks: ${report.problems.map((problem) => problem.key).join(', ')}`);
  }
  return { shown, completed: session.completed, failures, covered, pairs, answers: session.answers };
}
