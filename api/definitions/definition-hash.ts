import { createHash } from 'node:crypto';

/** A version's name: 'sha256-' and the first 32 hex digits of the SHA-256 of its JSON text. */
export function definitionHash(value: unknown): string {
  return `sha256-${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32)}`;
}
