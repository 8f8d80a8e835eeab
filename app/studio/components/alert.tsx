import type { ReactNode } from 'react';

/** A message announced when it appears: errors assertively, notices politely. */
export function Alert({ tone, children, id }: { tone: 'error' | 'info' | 'success'; children: ReactNode; id?: string }) {
  const colors = tone === 'error' ? 'border-red-700 bg-red-50 text-red-900' : tone === 'success' ? 'border-green-700 bg-green-50 text-green-900' : 'border-brand-600 bg-brand-50 text-brand-900';
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 px-4 py-3 text-sm ${colors}`}>
      {children}
    </div>
  );
}
