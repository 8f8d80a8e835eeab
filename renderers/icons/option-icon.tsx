import { isOptionIconName } from '../../engine';
import { OPTION_ICON_DRAWINGS } from './option-icon-drawings';

/**
 * An option's icon, beside its label: decoration only (the label names the option), so hidden from
 * assistive technology. An unknown name draws nothing; the linter warns about it.
 */
export function OptionIcon({ name, className = '' }: { name: string | undefined; className?: string }) {
  if (!name || !isOptionIconName(name)) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-option-icon={name}
      className={`shrink-0 ${className}`}
    >
      {OPTION_ICON_DRAWINGS[name]}
    </svg>
  );
}
