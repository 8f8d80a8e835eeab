import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startHistory, undo } from '../../../app/studio/editor/draft-history';

describe('draft history', () => {
  it('undoes and redoes each edit', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(redo(history));
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('keeps typing in one field as one step, and a new edit drops what was undone', () => {
    let history = startHistory('');
    history = record(history, 'W', 'title');
    history = record(history, 'Wh', 'title');
    history = record(history, 'Why', 'title');
    history = record(history, 'Why?', 'alias');
    expect(undo(history).present).toBe('Why');
    expect(undo(undo(history)).present).toBe('');
    history = record(undo(history), 'Who', 'title');
    expect(history.present).toBe('Who');
    expect(canRedo(history)).toBe(false);
  });

  it('records nothing when the value did not change, and undo at the start is a no-op', () => {
    const history = startHistory({ a: 1 });
    expect(record(history, history.present)).toBe(history);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });
});
