/**
 * What one piece of work in a worker thread may take: wall-clock time once it has started, the worker
 * thread's heap, and how many pieces may wait behind the running one.
 */
export interface WorkBudget {
  timeoutMs: number;
  memoryMb: number;
  queueLength: number;
}

/** Which limit a piece of work went past: it was stopped there, and its worker replaced. */
export class OverBudget extends Error {
  constructor(
    readonly limit: 'time' | 'memory',
    readonly budget: WorkBudget,
  ) {
    super(limit === 'time' ? `the work ran past its ${budget.timeoutMs} ms` : `the work ran past its ${budget.memoryMb} MB`);
    this.name = 'OverBudget';
  }
}
