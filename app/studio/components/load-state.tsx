import type { ReactNode } from 'react';
import { Alert } from './alert';
import type { Loaded } from './use-load';

/** Loading and error states of a page's data; the children render once it is there. */
export function LoadState<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p role="status" className="mt-4 text-slate-700">Loading…</p>;
  if (state.status === 'error') return <div className="mt-4"><Alert tone="error">{state.message}</Alert></div>;
  return <>{children(state.data)}</>;
}
