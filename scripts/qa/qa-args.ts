import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';
import { ENTRY_PATHS } from '../../api/definitions/flow-definitions';

/** What every QA command is told: where the fixtures are and, optionally, which flow. */
export interface QaArgs {
  fixtures: string;
  flow: string | undefined;
}

export type ExtraOptions = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** Reads the shared options (--fixtures DIR, --flow ID) and the command's own; an unknown option or flow stops the command with a clear message. */
export function parseQaArgs<T extends ExtraOptions>(argv: string[], extra: T, usage: string): QaArgs & { values: Record<keyof T, string | boolean | string[] | undefined> } {
  let parsed: { values: Record<string, string | boolean | string[] | undefined> };
  try {
    parsed = parseArgs({ args: argv, options: { fixtures: { type: 'string' }, flow: { type: 'string' }, help: { type: 'boolean' }, ...extra }, allowPositionals: false, strict: true });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  const flow = parsed.values.flow as string | undefined;
  if (flow !== undefined && !(ENTRY_PATHS as readonly string[]).includes(flow)) fail(`Unknown flow "${flow}". The flows are: ${ENTRY_PATHS.join(', ')}.`);
  const fixtures = (parsed.values.fixtures as string | undefined) ?? join(projectRoot, 'tests/paths');
  return { fixtures, flow, values: parsed.values as Record<keyof T, string | boolean | string[] | undefined> };
}

/** The flows a command works on: the one named, or all of them. */
export function selectedFlows(flow: string | undefined): string[] {
  return flow ? [flow] : [...ENTRY_PATHS];
}

export function fail(message: string): never {
  console.error(message);
  process.exit(64);
}
