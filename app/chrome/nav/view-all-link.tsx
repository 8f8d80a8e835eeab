import { Link } from 'react-router-dom';
import { ArrowRightIcon } from './icons';

export function ViewAllLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="group inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
      {children}
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
