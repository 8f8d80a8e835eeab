import { useEngineMessage } from '../../../renderers/questions';

/** A message over a funnel screen after the server refused the lead (announced when it appears), in the page's language. */
export function FunnelNotice({ text }: { text: string | null | undefined }) {
  const localize = useEngineMessage();
  if (!text) return null;
  return (
    <p role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {localize(text)}
    </p>
  );
}
