/** The PostgreSQL error code of a failure, looking through Drizzle's wrapping (`cause`). */
export function postgresErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';
