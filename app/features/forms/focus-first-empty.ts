import type { FormValues } from '../../domain/forms/form-types';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Focuses the first field, in page order, that the data leaves empty (where the visitor carries on
 * typing); returns whether one was found. Hidden and disabled controls are passed over.
 */
export function focusFirstEmpty(root: HTMLElement | null, data: FormValues): boolean {
  if (!root) return false;
  for (const field of root.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!isEmpty(data[field.dataset.field!])) continue;
    const control = field.querySelector<HTMLElement>('input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)');
    if (!control) continue;
    // Centred rather than scrolled to the nearest edge, where the fixed top bar would hide it.
    control.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}
