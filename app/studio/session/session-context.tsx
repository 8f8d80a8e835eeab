import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { rememberCsrfToken, studioDelete, studioGet, studioPost, StudioApiError } from '../api/studio-client';
import type { StaffRole, StudioSession, StudioUser } from '../../domain/studio/studio-contract';

type SessionState = { status: 'loading' } | { status: 'signed-out'; notice: string | null } | { status: 'signed-in'; user: StudioUser } | { status: 'unavailable'; message: string };

interface SessionApi {
  state: SessionState;
  signIn(email: string, password: string): Promise<void>;
  signOut(notice?: string): Promise<void>;
  /** After the server ended the session (a password change): show the sign-in page with a notice. */
  signedOut(notice: string): void;
}

const SessionContext = createContext<SessionApi | null>(null);

const RANK: Record<StaffRole, number> = { editor: 0, publisher: 1, admin: 2 };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const accept = useCallback((session: StudioSession) => {
    rememberCsrfToken(session.csrfToken);
    setState({ status: 'signed-in', user: session.user });
  }, []);

  const signedOut = useCallback((notice: string | null) => {
    rememberCsrfToken(null);
    setState({ status: 'signed-out', notice });
  }, []);

  useEffect(() => {
    studioGet<StudioSession | { user: null }>('/session').then((session) => (session.user ? accept(session as StudioSession) : signedOut(null)), (error: unknown) => {
      if (error instanceof StudioApiError && (error.status === 401 || error.status === 403)) signedOut(null);
      else setState({ status: 'unavailable', message: error instanceof Error ? error.message : 'The studio is unavailable.' });
    });
  }, [accept, signedOut]);

  const api = useMemo<SessionApi>(
    () => ({
      state,
      signIn: async (email, password) => accept(await studioPost<StudioSession>('/session', { email, password })),
      signOut: async (notice) => {
        await studioDelete('/session').catch(() => undefined);
        signedOut(notice ?? 'You are signed out.');
      },
      signedOut,
    }),
    [state, accept, signedOut],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a SessionProvider');
  return api;
}

/** The signed-in user (only inside the signed-in shell). */
export function useUser(): StudioUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('No signed-in user');
  return state.user;
}

export const mayDo = (user: StudioUser, role: StaffRole) => RANK[user.role] >= RANK[role];
