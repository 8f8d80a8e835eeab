import { describe, expect, it } from 'vitest';
import { SubmitError } from '../../../../app/data/post-json';
import { verificationText } from '../../../../app/features/phone-verification/messages';
import { refusalText } from '../../../../app/features/phone-verification/refusal-text';

describe('the dialog’s words for a number the site does not text', () => {
  const refusal = (message: string) => new SubmitError(422, 'phone_not_textable', message, { phoneNumber: message });

  it('are the server’s own in English', () => {
    const english = verificationText.text('en', 'phoneNotTextable');
    expect(refusalText('en', refusal(english), 'sendFailed')).toBe(english);
  });

  it('are the catalog’s for the refusal’s code in Spanish', () => {
    expect(refusalText('es', refusal('whatever the server said'), 'sendFailed')).toBe(verificationText.text('es', 'phoneNotTextable'));
  });
});
