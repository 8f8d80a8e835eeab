import { useCallback, useEffect, useState } from 'react';
import { studioPut } from '../api/studio-client';
import type { Draft } from '../../domain/studio/studio-contract';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from './draft-history';

export interface DraftEditing<T> {
  definition: T;
  /** A new definition; edits with the same `group` in a row (typing in one field) undo together. */
  change(next: T, group?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  unsaved: boolean;
  saving: boolean;
  save(): Promise<void>;
}

/** Whether a key press belongs to the code editor, which keeps its own undo history. */
const inCodeEditor = (target: EventTarget | null) => target instanceof Element && target.closest('.cm-editor') !== null;

/**
 * A draft being edited: undo and redo (buttons, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y), whether it differs from
 * what the server holds, and an explicit save. Leaving the page with unsaved changes asks first.
 */
export function useDraft<T>(draft: Draft): DraftEditing<T> {
  const [history, setHistory] = useState<History<T>>(() => startHistory(draft.definition as T));
  const [saved, setSaved] = useState<T>(draft.definition as T);
  const [saving, setSaving] = useState(false);
  const unsaved = history.present !== saved;

  const change = useCallback((next: T, group?: string) => setHistory((current) => record(current, next, group ?? null)), []);
  const undoStep = useCallback(() => setHistory(undo), []);
  const redoStep = useCallback(() => setHistory(redo), []);

  const save = useCallback(async () => {
    const definition = history.present;
    setSaving(true);
    try {
      await studioPut(`/drafts/${draft.draftId}`, { definition });
      setSaved(definition);
    } finally {
      setSaving(false);
    }
  }, [draft.draftId, history.present]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || inCodeEditor(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undoStep();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redoStep();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undoStep, redoStep]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { definition: history.present, change, undo: undoStep, redo: redoStep, canUndo: canUndo(history), canRedo: canRedo(history), unsaved, saving, save };
}
