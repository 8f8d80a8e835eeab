import { useSearchParams } from 'react-router-dom';
import { RemovalLinkConfirmation } from '../features/forms/removal-link-confirmation';
import { removalTexts } from '../features/forms/removal-texts';
import type { HeadData } from '../site/head';

/** Where the e-mailed confirmation link of a removal request leads; private to its recipient, never indexed. */
export const handle: { head: HeadData } = {
  head: {
    title: 'Confirm Your Removal Request',
    description: 'Confirm the information removal request you sent to Harborpoint Mortgage.',
    noindex: true,
  },
};

export function Component() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{removalTexts.linkHeading}</h1>
      <RemovalLinkConfirmation requestId={params.get('request')} token={params.get('token')} />
    </section>
  );
}
