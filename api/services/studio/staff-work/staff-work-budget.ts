import { OverBudget, type WorkBudget } from '../../../workers/work-budget';

export { OverBudget };

/** What one piece of staff work on a draft (a check, generating its QA paths, a preview link's check) may take. */
export type StaffWorkBudget = WorkBudget;

export const DEFAULT_STAFF_WORK_BUDGET: StaffWorkBudget = { timeoutMs: 10_000, memoryMb: 256, queueLength: 4 };

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A duration as an editor reads it: "10 seconds", "2.5 seconds", "500 milliseconds". */
export function readableDuration(ms: number): string {
  return ms < 1000 ? plural(ms, 'millisecond') : plural(Number((ms / 1000).toFixed(1)), 'second');
}

const limitPassed = (over: OverBudget) => (over.limit === 'time' ? `took too long` : `needed too much memory`);
const budgetOf = (over: OverBudget) => (over.limit === 'time' ? readableDuration(over.budget.timeoutMs) : `${over.budget.memoryMb} MB`);

/** Why a draft could not be checked, previewed or published, and what the editor can do about it. */
export function checkRefusal(over: OverBudget): string {
  return `This draft ${limitPassed(over)} to check (over ${budgetOf(over)}), so it cannot be previewed or published. Shorten its texts or simplify its branches.`;
}

/** Why a draft's QA paths could not be generated, and what the editor can do instead. */
export function generateRefusal(over: OverBudget): string {
  return `Generating QA paths for this draft ${limitPassed(over)} (over ${budgetOf(over)}). Simplify its branches, or write its QA paths by hand.`;
}
