export type HumanCheckFailure = 'missing' | 'invalid' | 'expired' | 'spent' | 'unavailable';

export type HumanCheckResult = { ok: true } | { ok: false; reason: HumanCheckFailure };

/** The bot-protection check a lead form passes before it is accepted. */
export interface HumanCheckProvider {
  readonly name: 'local' | 'turnstile';
  /** The public site key the browser widget needs (Turnstile), or null for the local check. */
  readonly siteKey: string | null;
  /** Verifies a token once: a token that passed is spent. */
  verify(token: unknown, remoteIp: string): Promise<HumanCheckResult>;
}

/** The texts the visitor sees when the human check fails or cannot run. */
export const humanCheckMessages = {
  required: 'Please complete the security verification',
  expired: 'Security verification expired. Please try again.',
} as const;
