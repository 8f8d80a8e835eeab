import type { Flow } from '../types/flow';
import type { ContactErrors, ContactField, ContactInfo } from '../types/contact';

export interface ContactFormState {
  values: ContactInfo;
  errors: ContactErrors;
  touched: Partial<Record<ContactField, boolean>>;
  submitting: boolean;
  /** Whether the values came from saved state ("We've pre-filled your information..."). */
  prefilled: boolean;
}

export const EMPTY_CONTACT: Readonly<ContactInfo> = Object.freeze({ fullName: '', email: '', phoneNumber: '' });

/** A contact form, pre-filled from saved contact info when there is any. */
export function contactForm(saved?: Partial<ContactInfo> | null): ContactFormState {
  const values: ContactInfo = {
    fullName: saved?.fullName ?? '',
    email: saved?.email ?? '',
    phoneNumber: saved?.phoneNumber ?? '',
  };
  const prefilled = values.fullName !== '' || values.email !== '' || values.phoneNumber !== '';
  return { values, errors: {}, touched: {}, submitting: false, prefilled };
}

/** Browser back on the thank-you screen: the contact form starts empty again. */
export function contactFormAfterThankYouBack(): ContactFormState {
  return contactForm(null);
}

/** After a valid contact step: verify the phone first when the flow requires it and it is not verified yet. */
export function contactNextStep(flow: Flow, phoneVerified: boolean): 'verifyPhone' | 'submit' {
  return flow.contact.requirePhoneVerification === true && !phoneVerified ? 'verifyPhone' : 'submit';
}
