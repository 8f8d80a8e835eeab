import type { ReactNode } from 'react';
import { mayDo, useUser } from '../session/session-context';
import { PageHeading } from './page-heading';

/** A page for publishers and admins: its heading, then its intro and content for them, or `refusal` for anyone else. */
export function PublisherPage({ title, intro, refusal, children }: { title: string; intro: string; refusal: string; children: ReactNode }) {
  const user = useUser();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {mayDo(user, 'publisher') ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{intro}</p>
          {children}
        </>
      ) : (
        <p className="mt-4 text-slate-700">{refusal}</p>
      )}
    </>
  );
}
