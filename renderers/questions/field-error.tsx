import { useEngineMessage } from './engine-message';

/**
 * The message under a question's input: the text comes from the engine or the definition, never from
 * here; an engine message is shown in the page's language.
 */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  const localize = useEngineMessage();
  return (
    <p id={id} role={message ? 'alert' : undefined} className="mt-3 min-h-6 text-base font-medium text-red-700">
      {localize(message)}
    </p>
  );
}
