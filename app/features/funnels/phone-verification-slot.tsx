import { lazy, Suspense } from 'react';
import type { PhoneVerificationDialogProps } from '../phone-verification/phone-verification-dialog';

export type { PhoneVerificationDialogProps };

/** The 'One Last Step!' dialog, a chunk of its own: only flows that require verification load it. */
const Dialog = lazy(async () => ({
  default: (await import('../phone-verification/phone-verification-dialog')).PhoneVerificationDialog,
}));

/** The dialog, shown when the flow's contact.requirePhoneVerification is true (the shipped flows have it false). */
export function PhoneVerificationSlot(props: PhoneVerificationDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
