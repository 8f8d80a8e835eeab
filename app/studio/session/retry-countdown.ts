import { useCallback, useEffect, useState } from 'react';
import { StudioApiError } from '../api/studio-client';

/** The seconds to wait that the server gave with a "too many attempts" refusal, or null for any other error. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof StudioApiError) || error.status !== 429) return null;
  const seconds = Number((error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** "45 s" or "12 min": short enough for a button. */
export const shortWait = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`);

/** Counts down, second by second, the wait a refusal asked for; 0 when there is none. */
export function useRetryCountdown(): { secondsLeft: number; waitFor(seconds: number): void; clear(): void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const waitFor = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  const clear = useCallback(() => setUntil(null), []);
  return { secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), waitFor, clear };
}
