import { useEffect, useState } from 'react';
import { LOADING_MESSAGE_INTERVAL_MS, loadingMessageAt } from './estimator-form';

/** While `active`, the loading message of the moment (a catalog key), changing every 2 s; back to the first when idle. */
export function useRotatingMessage(active: boolean): ReturnType<typeof loadingMessageAt> {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), LOADING_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
  return loadingMessageAt(elapsed);
}
