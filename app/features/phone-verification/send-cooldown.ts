/**
 * When each phone number may next be texted a code, kept for the page's life. The dialog is unmounted
 * when it closes (closing resets it), but the server's resend cooldown keeps running: a reopened dialog
 * reads the wait from here and counts it down, rather than sending and getting the server's refusal.
 */
const nextSendAt = new Map<string, number>();

/** The time (ms) from which a code may be texted to these digits again; 0 when nothing is known. */
export function nextSendTime(digits: string): number {
  return nextSendAt.get(digits) ?? 0;
}

/** Remembers when these digits may be texted again (after a send, or from the server's Retry-After). */
export function rememberNextSend(digits: string, at: number): void {
  if (digits) nextSendAt.set(digits, Math.max(at, nextSendTime(digits)));
}

/** Whether a code was texted to (or refused for) these digits earlier on this page. */
export function wasSentBefore(digits: string): boolean {
  return nextSendAt.has(digits);
}

/** For tests: forgets every number. */
export function forgetSendTimes(): void {
  nextSendAt.clear();
}
