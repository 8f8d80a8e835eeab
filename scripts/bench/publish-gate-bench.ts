import { walkFixture, type Flow, type PathFixture } from '../../engine';
import { checkDefinition } from '../../api/services/studio/publish-gate';
import { generateFlow } from './generated-flow';

export const GATE_TARGET_MS = 2_000;
const QUESTIONS = 500;
const RUNS = 5;

export interface GateBench {
  questions: number;
  findings: number;
  fixtures: number;
  medianMs: number;
}

/**
 * The studio's publish gate (schema, linter with path enumeration, QA fixtures walked for coverage,
 * behavioural diff against the live version) on a generated 500-question flow with a one-question edit,
 * the median of a few runs.
 */
export function benchPublishGate(): GateBench {
  const { flow: live, inputs } = generateFlow(QUESTIONS);
  const draft = JSON.parse(JSON.stringify(live)) as Flow;
  draft.questions[1]!.title = 'An edited title';
  // One fixture down the default path: its expected sequence is what the live flow shows.
  const probe: PathFixture = { name: 'default path', flow: live.id, loanType: 'purchase', answers: inputs, expected: [], completed: true };
  const walked = walkFixture(live, probe);
  const fixtures: PathFixture[] = [{ ...probe, answers: inputs.slice(0, walked.shown.length), expected: walked.shown, completed: walked.completed }];
  const times: number[] = [];
  let findings = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    findings = checkDefinition('flow', draft, live, fixtures).findings.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { questions: QUESTIONS, findings, fixtures: fixtures.length, medianMs: times[Math.floor(RUNS / 2)]! };
}
