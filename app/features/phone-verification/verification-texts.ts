/** The dialog's texts. */
export const verificationTexts = {
  title: 'One Last Step!',
  codeSent: 'Verification code sent to your phone',
  sending: 'Sending your code...',
  sendFailed: 'Failed to send verification code',
  verifyFailed: 'Failed to verify code',
  invalidCode: 'Invalid verification code. Please try again.',
  codeFormat: 'Please enter a 6-digit verification code',
  verified: 'Phone number verified successfully!',
  phoneRequired: 'Please enter a phone number',
  checkFirst: 'Complete the security check, then we text you a code.',
  checkLoading: 'Loading the security check...',
  checkUnavailable: 'The security check could not load. Please try again.',
  sendCode: 'Text me a code',
  sendNewCode: 'Text me a new code',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
} as const;

/** Seconds before a code can be sent again. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** How long the success message shows before the dialog hands over. */
export const VERIFIED_DELAY_MS = 1000;
