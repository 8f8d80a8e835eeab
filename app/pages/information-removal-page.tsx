import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Removal Request',
    description: 'Ask Harborpoint Mortgage to remove your personal information from our records.',
  },
};

export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">Information Removal Request</h1>
      <p className="mt-3 text-lg text-slate-700">
        Ask us to delete the personal information we hold about you: your quote requests, applications and phone
        verification records. We confirm by e-mail once it is done.
      </p>
    </section>
  );
}
