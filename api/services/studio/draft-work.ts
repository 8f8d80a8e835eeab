import type { PathFixture } from '../../../engine';
import type { GateReport } from '../../../app/domain/studio/studio-contract';
import type { DefinitionKind } from '../../db/schema';
import { DomainError, invalid } from '../domain-error';
import type { RegeneratedFixtures } from './draft-fixtures';
import { checkRefusal, generateRefusal, OverBudget } from './staff-work/staff-work-budget';
import type { StaffWork } from './staff-work/staff-work-pool';

/** A draft the worker had to stop: nothing about it is known but that. */
const tooHeavy = (message: string) => new DomainError('invalid', 'draft_too_heavy', message, { definition: message });

/** Runs `work`, turning a stop at the budget into what `refuse` makes of it. */
async function withinBudget<T>(work: () => Promise<T>, refuse: (over: OverBudget) => T | never): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OverBudget) return refuse(error);
    throw error;
  }
}

/**
 * The publish gate's report on a draft, worked out in the worker. A draft that cannot be checked within
 * the budget fails the gate with that one finding: what else it holds is not known.
 */
export function gateReportOf(work: StaffWork, input: { kind: DefinitionKind; definition: unknown; live: unknown; fixtures: PathFixture[] }): Promise<GateReport> {
  return withinBudget(
    () => work.run('check', input),
    (over): GateReport => ({
      ok: false,
      findings: [{ severity: 'error', rule: 'draft-too-heavy', path: '', message: checkRefusal(over) }],
      coverage: null,
      diff: null,
      breaking: false,
    }),
  );
}

/** A flow draft's QA paths generated again in the worker; refused when the draft is not a valid flow or is too heavy. */
export async function regeneratedFixturesOf(work: StaffWork, definition: unknown, current: PathFixture[]): Promise<RegeneratedFixtures> {
  const outcome = await withinBudget(
    () => work.run('generateFixtures', { definition, current }),
    (over) => {
      throw tooHeavy(generateRefusal(over));
    },
  );
  if ('problems' in outcome) throw invalid('Fix the flow before generating its QA paths: it is not a valid flow.', { definition: outcome.problems[0]! });
  return outcome.regenerated;
}

/** A form draft's browser validator, compiled in the worker; refused when the draft is not a valid form or is too heavy. */
export async function formValidatorOf(work: StaffWork, definition: unknown): Promise<string> {
  const outcome = await withinBudget(
    () => work.run('formValidator', { definition }),
    (over) => {
      throw tooHeavy(checkRefusal(over));
    },
  );
  if ('problems' in outcome) throw invalid('The draft cannot be previewed until it is a valid form.', { definition: outcome.problems[0]! });
  return outcome.module;
}
