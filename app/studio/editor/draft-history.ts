/** Undo and redo over immutable values: each edit is one step, except edits of one field in a row. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last edit (a field's id): the next edit of the same group replaces it. */
  group: string | null;
}

const LIMIT = 200;

export const startHistory = <T>(value: T): History<T> => ({ past: [], present: value, future: [], group: null });

/** A new present. Typing in one field (same `group` as the edit before) stays one step to undo. */
export function record<T>(history: History<T>, next: T, group: string | null = null): History<T> {
  if (next === history.present) return history;
  if (group !== null && group === history.group) return { ...history, present: next, future: [] };
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [], group };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future], group: null };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, group: null };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
