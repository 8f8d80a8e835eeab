import type { KeyboardEvent } from 'react';

/** Arrow keys (and Home/End) move the focus between the buttons or checkboxes of a choice group. */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
  const edge = event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : null;
  if (step === undefined && edge === null) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-choice]')];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = edge === 'first' ? 0 : edge === 'last' ? items.length - 1 : (at + (step ?? 0) + items.length) % items.length;
  event.preventDefault();
  items[next]?.focus();
}
