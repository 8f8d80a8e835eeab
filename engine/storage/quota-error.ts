/** An error shaped like the browser's DOMException 'QuotaExceededError' (name and legacy code 22). */
export function createQuotaError(message = 'The quota has been exceeded.'): Error {
  const error = new Error(message);
  error.name = 'QuotaExceededError';
  (error as Error & { code: number }).code = 22;
  return error;
}

/** Whether a storage write failed because the storage is full (Chrome/Safari/Firefox spellings). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
