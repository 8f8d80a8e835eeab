import type { ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../components/buttons';
import type { DraftEditing } from './use-draft';

/** Undo, redo, save, and whether the draft has changes the server does not hold yet; `end` goes last, apart (discarding). */
export function DraftToolbar({ editing, saveError, onSave, extra, end }: { editing: DraftEditing<unknown>; saveError: string | null; onSave(): void; extra?: ReactNode; end?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <button type="button" className={secondaryButton} onClick={editing.undo} disabled={!editing.canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" className={secondaryButton} onClick={editing.redo} disabled={!editing.canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      <button type="button" className={primaryButton} onClick={onSave} disabled={!editing.unsaved || editing.saving}>
        {editing.saving ? 'Saving…' : 'Save draft'}
      </button>
      <p role="status" className={`text-sm ${editing.unsaved ? 'font-semibold text-amber-800' : 'text-slate-700'}`}>
        {editing.unsaved ? 'Unsaved changes' : 'All changes saved'}
      </p>
      {saveError && <p role="alert" className="text-sm text-red-700">{saveError}</p>}
      {extra}
      {end && <div className="ml-auto">{end}</div>}
    </div>
  );
}
