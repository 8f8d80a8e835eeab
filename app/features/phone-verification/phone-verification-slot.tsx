import { lazy, Suspense } from 'react';
import type { PhoneVerificationDialogProps } from './phone-verification-dialog';

export type { PhoneVerificationDialogProps };

const loadDialog = () => import('./phone-verification-dialog');

/**
 * Fetches the dialog's chunk ahead of need (after hydration), so it opens at once on submit without
 * weighing on the page's first load.
 */
export const preloadPhoneVerificationDialog = () => void loadDialog();

/** The 'One Last Step!' dialog, a chunk of its own (it brings Headless UI's dialog, about 17 kB gzip). */
const Dialog = lazy(async () => ({ default: (await loadDialog()).PhoneVerificationDialog }));

/** The dialog where a form or a flow needs it (a flow's contact.requirePhoneVerification; the brokered-rate form). */
export function PhoneVerificationSlot(props: PhoneVerificationDialogProps) {
  // Mounted only while open: the server's renderToString cannot wait for a lazy component, and a closed
  // dialog shows nothing anyway (closing resets it, as cancelling must).
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
