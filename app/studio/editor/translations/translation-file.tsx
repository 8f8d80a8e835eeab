import { useId, useState, type ChangeEvent } from 'react';
import type { TextEntry, TranslatedLanguage } from '../../../../engine';
import { LANGUAGE_NAMES } from '../../../../engine';
import { Alert } from '../../components/alert';
import { secondaryButton } from '../../components/buttons';
import { applyTranslationImport, type ImportSummary } from './apply-import';
import { decodeCsvBytes, readTranslationsCsv, translationsCsv } from './translation-csv';
import { translationTable } from './translation-edits';

/** Larger than any definition's texts by far; a bigger file is not a translators' file. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

interface TranslationFileProps<T> {
  definitionId: string;
  definition: T;
  entries: readonly TextEntry[];
  language: TranslatedLanguage;
  onImport(next: T, summary: ImportSummary): void;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** For translators: the texts as a CSV file to download, and such a file read back into the draft. */
export function TranslationFile<T>({ definitionId, definition, entries, language, onImport }: TranslationFileProps<T>) {
  const inputId = useId();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [notice, setNotice] = useState<{ error: string | null; legacy: boolean; fileName: string } | null>(null);
  const name = LANGUAGE_NAMES[language];

  const exportFile = () => download(`${definitionId}-${language}.csv`, translationsCsv(entries, translationTable(definition, language), language));

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setSummary(null);
    if (file.size > MAX_FILE_BYTES) {
      setNotice({ error: `${file.name} is ${Math.round(file.size / 1024 / 1024)} MB; a translations file is far smaller. Nothing was imported.`, legacy: false, fileName: file.name });
      return;
    }
    const { text, legacy } = decodeCsvBytes(await file.arrayBuffer());
    const read = readTranslationsCsv(text, language);
    if (!read.ok) {
      setNotice({ error: `${file.name} was not imported: ${read.message}`, legacy, fileName: file.name });
      return;
    }
    const applied = applyTranslationImport(definition, entries, read.rows, language);
    setNotice({ error: null, legacy, fileName: file.name });
    setSummary(applied.summary);
    onImport(applied.definition, applied.summary);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 id={`${inputId}-heading`} className="font-semibold">
        File for translators
      </h3>
      <p className="text-sm text-slate-700">
        A CSV file with the columns key, english and {name.toLowerCase()}. Translators fill the {name.toLowerCase()} column; only that column is read back, for keys this draft has. Empty cells change nothing.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={secondaryButton} onClick={exportFile}>
          Export CSV
        </button>
        <input id={inputId} type="file" accept=".csv,text/csv" className="peer sr-only" onChange={(event) => void importFile(event)} />
        <label
          htmlFor={inputId}
          className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700`}
        >
          Import CSV…
        </label>
      </div>
      {notice?.error && <Alert tone="error">{notice.error}</Alert>}
      {summary && notice && <ImportReport summary={summary} fileName={notice.fileName} legacy={notice.legacy} onDismiss={() => setSummary(null)} />}
    </section>
  );
}

const rowList = (rows: readonly { row: number; key: string }[]) => rows.map(({ row, key }) => `row ${row} (${key})`).join(', ');

function ImportReport({ summary, fileName, legacy, onDismiss }: { summary: ImportSummary; fileName: string; legacy: boolean; onDismiss(): void }) {
  const { applied, unchanged, changedEnglish, unknown, empty, duplicates } = summary;
  const problems = changedEnglish.length + unknown.length + duplicates.length > 0 || legacy;
  return (
    <Alert tone={problems ? 'info' : 'success'}>
      <p className="font-semibold">
        Imported {fileName}: {applied.length} applied, {unknown.length} unknown, {changedEnglish.length} with changed English.
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {unchanged.length > 0 && <li>{unchanged.length} already as in the draft.</li>}
        {empty.length > 0 && <li>{empty.length} empty, left as they were.</li>}
        {changedEnglish.length > 0 && (
          <li>
            Applied, but translated from English the draft no longer has (marked in the table): {changedEnglish.map(({ row, key }) => `row ${row} (${key})`).join(', ')}.
          </li>
        )}
        {unknown.length > 0 && <li>Not applied, no such text in this draft: {rowList(unknown)}.</li>}
        {duplicates.length > 0 && <li>Not applied, a key given again: {rowList(duplicates)}.</li>}
        {legacy && <li>The file was not UTF-8 and was read as Windows-1252: check the accents, and save as “CSV UTF-8” next time.</li>}
      </ul>
      <button type="button" className={`${secondaryButton} mt-2`} onClick={onDismiss}>
        Dismiss
      </button>
    </Alert>
  );
}
