import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LANGUAGE_NAMES, translatedLanguages, translationIssues, type TranslatedLanguage } from '../../../../engine';
import type { DefinitionKind } from '../../../domain/studio/studio-contract';
import { secondaryButton } from '../../components/buttons';
import { TableHead } from '../../components/table-head';
import type { ImportSummary } from './apply-import';
import { definitionTextEntries } from './definition-texts';
import { isTranslated, removeTranslations, setLanguageEnabled, setTranslation, translationTable, unusedTranslationKeys } from './translation-edits';
import { TranslationFile } from './translation-file';
import { TranslationRow, type RowProblem } from './translation-row';

/** A request to show one text's translation box (from a finding); `at` tells two requests for one key apart. */
export interface TranslationFocus {
  key: string;
  at: number;
}

interface TranslationsViewProps<T> {
  kind: DefinitionKind;
  definitionId: string;
  definition: T;
  onChange(next: T, group?: string): void;
  focus: TranslationFocus | null;
}

const LANGUAGE: TranslatedLanguage = 'es';

/**
 * The draft's texts beside their translations: English read only, each translation edited in place (as
 * any other edit of the draft, so undo, save, check and publish treat it the same), whether the language
 * is served, a filter to the missing ones, and a CSV file for translators.
 */
export function TranslationsView<T>({ kind, definitionId, definition, onChange, focus }: TranslationsViewProps<T>) {
  const entries = useMemo(() => definitionTextEntries(kind, definition), [kind, definition]);
  const table = translationTable(definition, LANGUAGE);
  const enabled = translatedLanguages(definition as { languages?: unknown }).includes(LANGUAGE);
  const name = LANGUAGE_NAMES[LANGUAGE];
  // The rows the filter shows: those missing when it was turned on, so a row being typed in stays put.
  const [onlyMissing, setOnlyMissing] = useState<ReadonlySet<string> | null>(null);
  const [importedEnglish, setImportedEnglish] = useState<ReadonlyMap<string, string>>(new Map());

  // Rows keep one callback for their life; it edits the newest definition.
  const latest = useRef(definition);
  latest.current = definition;
  const onText = useCallback(
    (key: string, text: string) => {
      onChange(setTranslation(latest.current, LANGUAGE, key, text), `translations/${LANGUAGE}/${key}`);
      setImportedEnglish((flagged) => {
        if (!flagged.has(key)) return flagged;
        const next = new Map(flagged);
        next.delete(key);
        return next;
      });
    },
    [onChange],
  );

  const problems = useMemo(() => {
    const found = new Map<string, RowProblem>();
    if (!entries) return found;
    for (const issue of translationIssues({ languages: ['en', LANGUAGE], translations: { [LANGUAGE]: table } }, entries)) {
      if (issue.kind === 'placeholders') found.set(issue.entry.key, { placeholders: issue.expected });
    }
    for (const [key, english] of importedEnglish) found.set(key, { ...found.get(key), importedEnglish: english });
    return found;
  }, [entries, table, importedEnglish]);

  const missingKeys = useCallback(() => new Set((entries ?? []).filter((entry) => !isTranslated(translationTable(latest.current, LANGUAGE), entry.key)).map((entry) => entry.key)), [entries]);

  useEffect(() => {
    if (!focus) return;
    setOnlyMissing((shown) => (shown && !shown.has(focus.key) ? new Set([...shown, focus.key]) : shown));
    // After the row (if it was filtered out) is rendered.
    requestAnimationFrame(() => {
      const box = document.querySelector<HTMLTextAreaElement>(`textarea[data-text-key="${CSS.escape(focus.key)}"]`);
      box?.focus();
      box?.scrollIntoView({ block: 'center' });
    });
  }, [focus]);

  if (!entries) {
    return <p className="text-sm text-slate-700">The draft’s JSON cannot be read as a {kind} right now: fix it in the Raw JSON view to see its texts.</p>;
  }

  const translatedCount = entries.filter((entry) => isTranslated(table, entry.key)).length;
  const unused = unusedTranslationKeys(definition, entries, LANGUAGE);
  const shown = onlyMissing ? entries.filter((entry) => onlyMissing.has(entry.key)) : entries;
  const indexOf = new Map(entries.map((entry, at) => [entry.key, at]));

  const imported = (next: T, summary: ImportSummary) => {
    onChange(next);
    setImportedEnglish(new Map(summary.changedEnglish.map((changed) => [changed.key, changed.file])));
    // The filter then shows what is left to do: the texts still missing and those to check against their new English.
    if (onlyMissing) {
      const after = translationTable(next, LANGUAGE);
      setOnlyMissing(new Set([...entries.filter((entry) => !isTranslated(after, entry.key)).map((entry) => entry.key), ...summary.changedEnglish.map((changed) => changed.key)]));
    }
  };

  return (
    <section aria-labelledby="translations-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="translations-heading" className="text-lg font-semibold">
          {name} texts
        </h2>
        <p aria-live="polite" className="text-sm font-medium">
          {translatedCount} of {entries.length} translated
        </p>
      </div>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={enabled} onChange={(event) => onChange(setLanguageEnabled(definition, LANGUAGE, event.target.checked))} aria-describedby="translations-language-hint" />
          Serve this {kind} in {name}
        </label>
        <p id="translations-language-hint" className="text-xs text-slate-600">
          {enabled
            ? `The check refuses to publish while a text has no ${name} translation.`
            : `Visitors get English only. The ${name} texts stay in the draft; the check warns that they are not served.`}
        </p>
      </div>
      <TranslationFile definitionId={definitionId} definition={definition} entries={entries} language={LANGUAGE} onImport={imported} />
      {unused.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p>
            {unused.length} {name} {unused.length === 1 ? 'text names' : 'texts name'} no text of this draft: <span className="font-mono text-xs">{unused.join(', ')}</span>
          </p>
          <button type="button" className={secondaryButton} onClick={() => onChange(removeTranslations(definition, LANGUAGE, unused))}>
            Remove {unused.length === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={onlyMissing !== null} onChange={(event) => setOnlyMissing(event.target.checked ? missingKeys() : null)} aria-describedby="translations-filter-hint" />
        Only missing
      </label>
      <p id="translations-filter-hint" className="sr-only">
        Rows you complete stay in the list until the filter is turned off.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Each text of the {kind}: its key, the English, the {name} translation and its status</caption>
          <TableHead columns={['Key', 'English', name, 'Status']} />
          <tbody>
            {shown.map((entry) => (
              <TranslationRow
                key={entry.key}
                index={indexOf.get(entry.key)!}
                textKey={entry.key}
                english={entry.text}
                translation={typeof table[entry.key] === 'string' ? (table[entry.key] as string) : ''}
                translated={isTranslated(table, entry.key)}
                language={LANGUAGE}
                problem={problems.get(entry.key)}
                onText={onText}
              />
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="px-3 py-4 text-sm">{onlyMissing ? `No missing ${name} texts.` : 'This draft has no texts.'}</p>}
      </div>
    </section>
  );
}
