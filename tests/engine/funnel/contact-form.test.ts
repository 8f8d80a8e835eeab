import { describe, expect, it } from 'vitest';
import { contactForm, contactFormAfterThankYouBack, contactNextStep } from '../../../engine/funnel/contact-form';
import { linearFlow, TEST_CONSENT } from '../support/flows';

describe('contact form helpers', () => {
  it('pre-fills from saved contact info and says so', () => {
    expect(contactForm({ fullName: 'Pat', email: '', phoneNumber: '' })).toEqual({
      values: { fullName: 'Pat', email: '', phoneNumber: '' },
      errors: {},
      touched: {},
      submitting: false,
      prefilled: true,
    });
    expect(contactForm(null).prefilled).toBe(false);
  });

  it('browser back on the thank-you screen resets the contact form', () => {
    expect(contactFormAfterThankYouBack()).toEqual(contactForm(null));
  });

  it('phone verification only when the flow requires it (default false)', () => {
    expect(contactNextStep(linearFlow(1), false)).toBe('submit');
    expect(contactNextStep(linearFlow(1, { contact: { consent: TEST_CONSENT, requirePhoneVerification: true } }), false)).toBe('verifyPhone');
    expect(contactNextStep(linearFlow(1, { contact: { consent: TEST_CONSENT, requirePhoneVerification: true } }), true)).toBe('submit');
  });
});
