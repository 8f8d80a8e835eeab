/**
 * QA path tests: every tests/paths/*.paths.json fixture is walked through the engine, and together the
 * fixtures must show every question and take every jump (option-level and question-level) of every
 * shipped flow.
 *
 * A fixture: { name, flow, loanType, answers, expected, completed, absent? }
 * - answers, in order: an answer value; { "value": v, "error": "message" } for a value the engine must
 *   refuse with that message; or { "back": true }.
 * - expected: the answer keys (aliases) of the questions shown, in order: the first one, then one after
 *   each accepted answer or back; "(chooser)" when back leaves the flow.
 * - completed: whether the flow ends complete (then the answers must pass lead validation).
 * - absent: answer keys that must not be kept at the end (discarded by an edit or a VetLife back).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer } from '../../engine/answer';
import { back } from '../../engine/back';
import { flowIndex } from '../../engine/flow-index';
import { validateLeadAnswers } from '../../engine/lead/validate-lead-answers';
import { routeEdges } from '../../engine/lint/route-edges';
import { routeOf } from '../../engine/next-question';
import { progress } from '../../engine/progress';
import { start } from '../../engine/start';
import type { Flow, LoanType } from '../../engine/types/flow';
import type { Session } from '../../engine/types/session';
import { SHIPPED_FLOW_IDS, loadFlow } from '../engine/support/flows';

type Step = unknown | { value: unknown; error: string } | { back: true };

interface Fixture {
  name: string;
  flow: string;
  loanType: LoanType;
  answers: Step[];
  expected: string[];
  completed: boolean;
  absent?: string[];
}

const DIR = import.meta.dirname;
const fixtureFiles = readdirSync(DIR).filter((name) => name.endsWith('.paths.json')).sort();
const fixtures: Array<Fixture & { file: string }> = fixtureFiles.flatMap((file) =>
  (JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Fixture[]).map((fixture) => ({ ...fixture, file })),
);

const flows = new Map<string, Flow>(SHIPPED_FLOW_IDS.map((id) => [id, loadFlow(id)]));
/** flow id -> JSON pointers of the questions shown and the jumps taken. */
const covered = new Map<string, Set<string>>(SHIPPED_FLOW_IDS.map((id) => [id, new Set()]));

const isBack = (step: Step): step is { back: true } => typeof step === 'object' && step !== null && !Array.isArray(step) && 'back' in step;
const isRefused = (step: Step): step is { value: unknown; error: string } => typeof step === 'object' && step !== null && !Array.isArray(step) && 'error' in step;

function walk(flow: Flow, fixture: Fixture): { shown: string[]; session: Session } {
  const index = flowIndex(flow, fixture.loanType);
  const seen = covered.get(flow.id)!;
  let session = start(flow, fixture.loanType).session!;
  const shown: string[] = [];
  const show = (s: Session) => {
    if (s.current === null) return;
    shown.push(index.keys[s.current]!);
    seen.add(`/questions/${index.fileIndexes[s.current]}`);
  };
  show(session);
  let previousProgress = progress(flow, session);
  for (const step of fixture.answers) {
    if (isBack(step)) {
      const result = back(flow, session);
      if (result.effects.some((e) => e.type === 'goToChooser')) {
        shown.push('(chooser)');
        if (flow.backPolicy === 'clear-forward') expect(result.effects.map((e) => e.type)).toEqual(['clearStorage', 'clearUrl', 'goToChooser']);
        continue;
      }
      session = result.session;
      expect(progress(flow, session)).toBeLessThan(previousProgress);
      previousProgress = progress(flow, session);
      show(session);
      continue;
    }
    const at = session.current;
    expect(at, `${fixture.name}: answered after completion`).not.toBeNull();
    const result = answer(flow, session, isRefused(step) ? step.value : step);
    if (isRefused(step)) {
      expect(result.error).toBe(step.error);
      expect(result.session).toBe(session);
      continue;
    }
    expect(result.error, `${fixture.name}: ${JSON.stringify(step)} refused`).toBeUndefined();
    const question = index.questions[at!]!;
    const route = routeOf(question, result.session.answers[index.keys[at!]!]);
    const file = index.fileIndexes[at!];
    if (route.source === 'option') seen.add(`/questions/${file}/questionData/options/${route.option}/nextComponent`);
    if (route.source === 'questionData') seen.add(`/questions/${file}/questionData/nextComponent`);
    if (route.source === 'question') seen.add(`/questions/${file}/nextComponent`);
    session = result.session;
    expect(progress(flow, session)).toBeGreaterThan(previousProgress);
    previousProgress = progress(flow, session);
    show(session);
  }
  return { shown, session };
}

describe('QA path fixtures', () => {
  it('exist for every shipped flow', () => {
    expect([...new Set(fixtures.map((f) => f.flow))].sort()).toEqual([...SHIPPED_FLOW_IDS].sort());
  });

  describe.each(fixtures.map((f) => [`${f.file}: ${f.name}`, f] as const))('%s', (_, fixture) => {
    it('walks the expected questions to the expected end', () => {
      const flow = flows.get(fixture.flow);
      expect(flow, `unknown flow ${fixture.flow}`).toBeDefined();
      const { shown, session } = walk(flow!, fixture);
      expect(shown).toEqual(fixture.expected);
      expect(session.completed).toBe(fixture.completed);
      for (const key of fixture.absent ?? []) expect(Object.keys(session.answers)).not.toContain(key);
      if (session.completed) {
        expect(progress(flow!, session)).toBe(100);
        const report = validateLeadAnswers(flow!, session.answers, fixture.loanType);
        expect(report.problems).toEqual([]);
        expect(report.ok).toBe(true);
      }
    });
  });

  it('together show every question and take every jump of every flow', () => {
    const missing: string[] = [];
    for (const [id, flow] of flows) {
      const index = flowIndex(flow);
      const seen = covered.get(id)!;
      index.fileIndexes.forEach((file, at) => {
        if (!seen.has(`/questions/${file}`)) missing.push(`${id}: question ${index.keys[at]} (/questions/${file}) is never shown`);
      });
      for (const edge of routeEdges(index).flat()) {
        if (edge.source === 'sequence' || seen.has(edge.pointer)) continue;
        const what = edge.source === 'option' ? `option ${edge.option} of ${index.keys[edge.from]}` : `${edge.source} jump of ${index.keys[edge.from]}`;
        missing.push(`${id}: ${what} (${edge.pointer}) is never taken`);
      }
    }
    expect(missing).toEqual([]);
  });
});
