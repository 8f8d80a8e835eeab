import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flow } from '../../engine';
import { projectRoot } from '../../api/config/project-root';
import { definitionHash } from '../../api/definitions/definition-hash';

/** A flow as this checkout defines it (definitions/flows/<id>.json), with the version a fresh site serves for it. */
export function localFlow(id: string): { flow: Flow; version: string } {
  const flow = JSON.parse(readFileSync(join(projectRoot, 'definitions/flows', `${id}.json`), 'utf8')) as Flow;
  return { flow, version: definitionHash(flow) };
}

/** The file the generator owns for a flow; every other `*.paths.json` file is hand-written and never touched. */
export const generatedFileName = (flowId: string) => `${flowId}.generated.paths.json`;
