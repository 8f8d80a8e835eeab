import { validateAnswer } from '../../engine';
import { useEngineMessage } from './engine-message';
import type { QuestionRendererProps, RendererEntry } from './renderer-types';
import { NOT_APPLICABLE } from './renderer-types';

/**
 * The explicit fallback when no renderer claims a question (a type the table does not know): it says so
 * with the engine's own message instead of rendering nothing.
 */
export function UnknownQuestionRenderer({ question, ids }: QuestionRendererProps) {
  const outcome = validateAnswer(question, undefined);
  const localize = useEngineMessage();
  return (
    <p id={ids.error} role="alert" data-renderer="unknown" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      {outcome.ok ? '' : localize(outcome.message)}
    </p>
  );
}

export const unknownRenderer: RendererEntry = { name: 'unknown', tester: () => NOT_APPLICABLE, renderer: UnknownQuestionRenderer };
