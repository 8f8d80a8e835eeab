import { readFileSync } from 'node:fs';
import type { Flow } from '../../../../engine';

/** A shipped flow definition, read as the server serves it. */
export function flow(entryPath: string): Flow {
  return JSON.parse(readFileSync(new URL(`../../../../definitions/flows/${entryPath}.json`, import.meta.url), 'utf8')) as Flow;
}
