import { lazy, Suspense, type ComponentType } from 'react';

/** The phone verification dialog's interface (app/features/phone-verification/, built by another engineer). */
export interface PhoneVerificationDialogProps {
  phoneNumber: string;
  open: boolean;
  onVerified(): void;
  onCancel(): void;
}

type DialogModule = { PhoneVerificationDialog?: ComponentType<PhoneVerificationDialogProps>; default?: ComponentType<PhoneVerificationDialogProps> };

/**
 * The dialog's module, found at build time if it exists: import.meta.glob matches nothing (an empty
 * object) until app/features/phone-verification/phone-verification-dialog.tsx is there, so this compiles
 * and builds either way, and the dialog is a separate chunk loaded only when a flow requires verification.
 */
const modules = import.meta.glob<DialogModule>('../phone-verification/phone-verification-dialog.tsx');
const load = Object.values(modules)[0];

const Dialog = load
  ? lazy(async () => {
      const module = await load();
      const component = module.PhoneVerificationDialog ?? module.default;
      if (!component) throw new Error('phone-verification-dialog.tsx exports no PhoneVerificationDialog');
      return { default: component };
    })
  : null;

/** Whether the dialog is part of this build. */
export const phoneVerificationAvailable = Dialog !== null;

/**
 * The dialog, shown when the flow's contact.requirePhoneVerification is true (the shipped flows have it
 * false). Without the dialog in the build the funnel does not open it and the lead goes unverified.
 */
export function PhoneVerificationSlot(props: PhoneVerificationDialogProps) {
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
