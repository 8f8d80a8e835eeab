import { useId } from 'react';
import { Link } from 'react-router-dom';

/**
 * "Get my brokered rate": a real link to the matching funnel carrying what the visitor typed, so it
 * works before hydration and from the keyboard. `carries` completes "We'll start your free quote with …".
 */
export function BrokeredRateLink({ href, carries }: { href: string; carries: string }) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="brokered-rate">
      <p id={noteId} className="text-brand-900">
        <span className="font-semibold">Want a real rate?</span> We&rsquo;ll start your free quote with {carries}.
      </p>
      <Link to={href} className="btn-primary shrink-0" aria-describedby={noteId}>
        Get my brokered rate
      </Link>
    </div>
  );
}
