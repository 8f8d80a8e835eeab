import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, StudioApiError } from '../api/studio-client';
import { useSession } from '../session/session-context';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Loads a page's data again whenever `deps` change; a 401 (the session ended) returns to the sign-in page. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const { signedOut } = useSession();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let live = true;
    latest.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof StudioApiError && error.status === 401) signedOut('Your session ended. Sign in again.');
        else setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, round, signedOut]);
  return [state, useCallback(() => setRound((n) => n + 1), [])];
}
