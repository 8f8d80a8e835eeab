/**
 * npm run bench:engine — engine speed against its targets (exit 1 when one is missed).
 *
 * 1. On a generated 500-question flow: next question + answer validation per answer (the work of every
 *    step), timed over batches of a whole 500-step walk; median per answer must be under 20 µs.
 *    The full pure transition answer() is timed the same way. It copies the answers object (plain JSON
 *    keyed by answer key, so O(answers) per step: ~20-40 µs at 250-500 keys here); its target is a
 *    regression guard at 100 µs (structuredClone or immer would cost 70-90 µs).
 * 2. Path enumeration plus every lint check of every shipped flow: median total under 1 s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { answer } from '../engine/answer';
import { flowIndex } from '../engine/flow-index';
import { validateLeadAnswers } from '../engine/lead/validate-lead-answers';
import { lintFlow } from '../engine/lint/lint-flow';
import { nextIndex } from '../engine/next-question';
import { start } from '../engine/start';
import { validateAnswer } from '../engine/validate-answer';
import type { Flow } from '../engine/types/flow';
import { generateFlow } from './bench/generated-flow';

const QUESTIONS = 500;
const BATCHES = 200;
const WARMUP = 30;
const STEP_TARGET_US = 20;
const LINT_TARGET_MS = 1000;
const TRANSITION_GUARD_US = 100;


function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `batch` WARMUP + BATCHES times; returns the median time of one unit (batch time / units). */
function timeBatches(batches: number, batch: () => number): number {
  const perUnit: number[] = [];
  for (let i = 0; i < WARMUP + batches; i++) {
    const t0 = performance.now();
    const units = batch();
    const elapsed = performance.now() - t0;
    if (i >= WARMUP) perUnit.push(elapsed / units);
  }
  return median(perUnit);
}

let sink = 0;

function benchSteps(flow: Flow, inputs: unknown[]): number {
  const index = flowIndex(flow);
  return timeBatches(BATCHES, () => {
    let at: number | null = 0;
    let steps = 0;
    while (at !== null) {
      const result = validateAnswer(index.questions[at]!, inputs[at]);
      if (!result.ok) throw new Error(`benchmark input refused at ${at}: ${result.message}`);
      at = nextIndex(index, at, result.value);
      steps++;
    }
    sink += steps;
    return steps;
  });
}

function benchTransitions(flow: Flow, inputs: unknown[]): { perAnswer: number; steps: number } {
  let steps = 0;
  const perAnswer = timeBatches(BATCHES, () => {
    let session = start(flow).session!;
    steps = 0;
    while (session.current !== null) {
      const result = answer(flow, session, inputs[session.current]);
      if (result.error) throw new Error(`benchmark input refused: ${result.error}`);
      session = result.session;
      steps++;
    }
    sink += Object.keys(session.answers).length;
    return steps;
  });
  return { perAnswer, steps };
}

function benchLead(flow: Flow, inputs: unknown[]): number {
  const answers: Record<string, unknown> = {};
  const index = flowIndex(flow);
  let at: number | null = 0;
  while (at !== null) {
    const result = validateAnswer(index.questions[at]!, inputs[at]);
    if (!result.ok) throw new Error('refused');
    answers[index.keys[at]!] = inputs[at];
    at = nextIndex(index, at, result.value);
  }
  return timeBatches(50, () => {
    const report = validateLeadAnswers(flow, answers);
    if (!report.ok) throw new Error(`lead refused: ${JSON.stringify(report.problems[0])}`);
    return 1;
  });
}

function benchLint(flows: Flow[]): { total: number; perFlow: Map<string, number> } {
  const perFlow = new Map<string, number[]>();
  const totals: number[] = [];
  for (let round = 0; round < 25; round++) {
    let total = 0;
    for (const flow of flows) {
      const fresh = JSON.parse(JSON.stringify(flow)) as Flow; // no cached index: measure the whole work
      const t0 = performance.now();
      const report = lintFlow(fresh);
      const elapsed = performance.now() - t0;
      sink += report.paths.count;
      total += elapsed;
      if (round >= 5) perFlow.set(flow.id, [...(perFlow.get(flow.id) ?? []), elapsed]);
    }
    if (round >= 5) totals.push(total);
  }
  return { total: median(totals), perFlow: new Map([...perFlow].map(([id, times]) => [id, median(times)])) };
}

function shippedFlows(): Flow[] {
  const dir = resolve(import.meta.dirname, '..', 'definitions', 'flows');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Flow);
}

function main(): number {
  const { flow, inputs } = generateFlow(QUESTIONS);
  const stepUs = benchSteps(flow, inputs) * 1000;
  const transition = benchTransitions(flow, inputs);
  const transitionUs = transition.perAnswer * 1000;
  const leadMs = benchLead(flow, inputs);
  const flows = shippedFlows();
  const lint = benchLint(flows);
  const generatedLint = (() => {
    const t0 = performance.now();
    lintFlow(JSON.parse(JSON.stringify(flow)) as Flow, { maxPaths: 10_000 });
    return performance.now() - t0;
  })();

  const rows: Array<[string, string, string, boolean | null]> = [
    [`next question + validation, per answer (${QUESTIONS}-question flow, ${transition.steps}-step walks)`, `${stepUs.toFixed(2)} µs`, `< ${STEP_TARGET_US} µs`, stepUs < STEP_TARGET_US],
    ['answer() transition incl. answers copy, per answer (same walks)', `${transitionUs.toFixed(2)} µs`, `< ${TRANSITION_GUARD_US} µs (guard)`, transitionUs < TRANSITION_GUARD_US],
    [`lead validation of a ${transition.steps}-answer lead`, `${(leadMs * 1000).toFixed(0)} µs`, '-', null],
    [`lint + path enumeration, all ${flows.length} shipped flows`, `${lint.total.toFixed(2)} ms`, `< ${LINT_TARGET_MS} ms`, lint.total < LINT_TARGET_MS],
    ...[...lint.perFlow].map(([id, ms]): [string, string, string, null] => [`  ${id}`, `${ms.toFixed(2)} ms`, '', null]),
    [`lint of the generated ${QUESTIONS}-question flow (10,000-path cap)`, `${generatedLint.toFixed(1)} ms`, '-', null],
  ];
  const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length)), Math.max(...rows.map((r) => r[2].length))];
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i] ?? 4)).join(' | ')} |`;
  console.log(line(['measure', 'median', 'target', 'ok']));
  console.log(line(width.map((w) => '-'.repeat(w)).concat('--')));
  for (const [name, value, target, ok] of rows) console.log(line([name, value, target, ok === null ? '' : ok ? 'yes' : 'NO']));
  console.log(`\n(${BATCHES} batches after ${WARMUP} warm-up; node ${process.version}; sink ${sink % 10})`);
  const missed = rows.filter((r) => r[3] === false);
  if (missed.length > 0) console.error(`\nMissed: ${missed.map((r) => r[0].trim()).join('; ')}`);
  return missed.length > 0 ? 1 : 0;
}

process.exitCode = main();
