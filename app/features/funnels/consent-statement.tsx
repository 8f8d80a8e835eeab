import { Link } from 'react-router-dom';
import { consentParts } from '../../../engine';

/** The contact step's consent statement (the flow's text), its links to pages of this site followed. */
export function ConsentStatement({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-4 text-sm leading-relaxed text-slate-700">
      {consentParts(text).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.href} className="rounded-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700">
            {part.label}
          </Link>
        ),
      )}
    </p>
  );
}
