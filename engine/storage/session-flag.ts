import type { KeyValueStorage } from './key-value-storage';

/** Whether the session-scoped completion flag (formCompleted / vetlifeFormCompleted) is set. */
export function readSessionFlag(session: KeyValueStorage, key: string): boolean {
  try {
    return session.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Sets or clears the session-scoped completion flag. Never throws. */
export function writeSessionFlag(session: KeyValueStorage, key: string, value: boolean): void {
  try {
    if (value) session.setItem(key, 'true');
    else session.removeItem(key);
  } catch {
    /* sessionStorage unavailable: the flag is simply not kept */
  }
}
