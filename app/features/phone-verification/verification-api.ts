import type { HumanCheckConfig } from '../../domain/forms/form-types';
import { sendWrite } from '../../data/post-json';
import { documentLocale } from '../../data/document-locale';

/** POST /api/sendVerificationCode -> { success, verificationId }: the id names this code and is the later proof. */
export function sendVerificationCode(phoneNumber: string, turnstileToken: string): Promise<{ success: boolean; verificationId: string }> {
  // The code is texted, and any refusal worded, in the page's language.
  return sendWrite('/api/sendVerificationCode', { phoneNumber, turnstileToken, language: documentLocale() });
}

/** POST /api/verifyCode -> { verified }: the code is checked against the verification its id names. */
export function verifyCode(phoneNumber: string, code: string, verificationId: string): Promise<{ verified: boolean }> {
  return sendWrite('/api/verifyCode', { phoneNumber, code, verificationId, language: documentLocale() });
}

/** GET /api/verification/humanCheck: the human check to show before a send, for pages without a form definition. */
export async function loadHumanCheckConfig(): Promise<HumanCheckConfig> {
  const response = await fetch('/api/verification/humanCheck', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The human check could not be loaded (status ${response.status}).`);
  return (await response.json()) as HumanCheckConfig;
}
