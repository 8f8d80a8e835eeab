/** The human check's texts. */
export const humanCheckTexts = {
  required: 'Please complete the security verification',
  expired: 'Security verification expired. Please try again.',
  label: 'Verify you are human',
  verified: 'Verified',
  failed: 'The security verification could not start. Please try again.',
} as const;

/** A token is good for 300 s (Turnstile's and the local check's): the page clears it then. */
export const HUMAN_CHECK_TTL_MS = 300_000;
