import { sendWrite } from '../forms/post-json';

/** POST /api/sendVerificationCode -> { success: true }. */
export function sendVerificationCode(phoneNumber: string): Promise<{ success: boolean }> {
  return sendWrite('/api/sendVerificationCode', { phoneNumber });
}

/** POST /api/verifyCode -> { verified }. */
export function verifyCode(phoneNumber: string, code: string): Promise<{ verified: boolean }> {
  return sendWrite('/api/verifyCode', { phoneNumber, code });
}
