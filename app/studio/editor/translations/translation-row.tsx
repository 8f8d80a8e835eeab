import { memo } from 'react';
import { inputClass } from '../../components/text-field';

export interface RowProblem {
  /** The {placeholders} the English text has, when the translation's differ. */
  placeholders?: string[];
  /** The English text of an imported row, when it was not the draft's. */
  importedEnglish?: string;
}

interface TranslationRowProps {
  index: number;
  textKey: string;
  english: string;
  translation: string;
  translated: boolean;
  language: string;
  problem: RowProblem | undefined;
  onText(key: string, text: string): void;
}

/** The element id of a row's translation box. */
export const translationBoxId = (index: number) => `translation-${index}`;

/**
 * One text: its key, the English (read only), the translation in a box named by the English text (and
 * described by the key and the status), and whether it is translated or needs a look.
 */
export const TranslationRow = memo(function TranslationRow({ index, textKey, english, translation, translated, language, problem, onText }: TranslationRowProps) {
  const id = translationBoxId(index);
  const rows = Math.min(8, Math.max(2, Math.ceil(english.length / 60), english.split('\n').length));
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-2">
        <code id={`${id}-key`} className="font-mono text-xs break-all text-slate-700">
          {textKey}
        </code>
      </td>
      <td id={`${id}-english`} className="px-3 py-2 text-sm whitespace-pre-wrap">
        {english}
      </td>
      <td className="px-3 py-2">
        <textarea
          id={id}
          data-text-key={textKey}
          lang={language}
          rows={rows}
          value={translation}
          aria-labelledby={`${id}-english`}
          aria-describedby={`${id}-key ${id}-status`}
          aria-invalid={translated && problem?.placeholders ? true : undefined}
          className={`${inputClass} min-w-64`}
          onChange={(event) => onText(textKey, event.target.value)}
        />
      </td>
      <td id={`${id}-status`} className="px-3 py-2 text-sm">
        {translated ? <span className="font-medium text-green-800">Translated</span> : <span className="font-semibold text-red-800">Missing</span>}
        {translated && problem?.placeholders && (
          <span className="mt-1 block text-amber-900">Placeholders differ: keep {problem.placeholders.map((name) => `{${name}}`).join(', ') || 'none'}.</span>
        )}
        {problem?.importedEnglish !== undefined && (
          <span className="mt-1 block text-amber-900">
            Imported for older English: “{problem.importedEnglish}”. Check it.
          </span>
        )}
      </td>
    </tr>
  );
});
