import type { AnswerValue } from '../types/answers';
import type { FlowIndex } from '../flow-index';
import { nextIndex } from '../next-question';
import type { Replay } from '../replay';

export interface Position {
  current: number | null;
  history: number[];
}

/** The first question of a replay without a valid answer, with the indexes before it; null when every step is answered. */
export function firstGap(replay: Replay): { current: number; history: number[] } | null {
  const gap = replay.steps.findIndex((step) => step.value === undefined);
  if (gap < 0) return null;
  return { current: replay.steps[gap]!.index, history: replay.steps.slice(0, gap).map((step) => step.index) };
}

/** Position from the saved history (no step): after the last visited question move on if it is validly answered, else stay. */
export function fromHistory(index: FlowIndex, saved: number[], answers: Record<string, AnswerValue>, replay: Replay): Position {
  const history = [...new Set(saved)];
  const gap = history.findIndex((i) => !Object.hasOwn(answers, index.keys[i]!));
  if (gap >= 0 && gap < history.length - 1) return { current: history[gap]!, history: history.slice(0, gap) };
  const last = history[history.length - 1];
  if (last === undefined) return { current: 0, history: [] };
  const value = answers[index.keys[last]!];
  if (value === undefined) return { current: last, history: history.slice(0, -1) };
  const next = nextIndex(index, last, value);
  if (next === null) return { current: null, history };
  if (history.includes(next)) return firstGap(replay) ?? { current: null, history: replay.steps.map((s) => s.index) };
  return { current: next, history };
}

/** The position, unless it lies past the replayed path's first unanswered question (or off the path): then that question. */
export function notPastFirstGap(position: Position, path: number[], replay: Replay): Position {
  const gap = firstGap(replay);
  if (!gap) return position;
  const at = position.current === null ? -1 : path.indexOf(position.current);
  return at >= 0 && at <= path.indexOf(gap.current) ? position : gap;
}
