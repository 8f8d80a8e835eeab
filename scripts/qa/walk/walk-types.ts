import type { PathFixture } from '../../../engine';

/** A fixture and the file it came from. */
export interface LoadedFixture {
  fixture: PathFixture;
  file: string;
}

/**
 * One screen of a walk: step 0 is opening the flow's page, step N follows the fixture's Nth answer (and
 * the contact step's submission, when there is one, comes last).
 */
export interface StepResult {
  step: number;
  /** What the visitor did, in words ('chose "Condo"', 'pressed Back', 'typed "4800"'). */
  action: string;
  /** What the fixture says must show. */
  expected: string;
  /** What the page showed. */
  seen: string;
  outcome: 'pass' | 'fail';
  /** E.g. that the page does not accept the refused input at all. */
  note?: string;
  /** The step's screenshot, relative to the report folder. */
  screenshot?: string;
}

export type FixtureStatus = 'passed' | 'failed' | 'stale' | 'skipped';

export interface FixtureResult {
  flow: string;
  name: string;
  file: string;
  status: FixtureStatus;
  /** Why it was not run (stale or skipped). */
  reason?: string;
  /** The first thing that went wrong, with its step. */
  failure?: { step: number; message: string };
  steps: StepResult[];
  /** Fixture-level notes: steps the page cannot produce, checks a visitor cannot see. */
  notes: string[];
  durationMs: number;
}

export interface WalkCounts {
  total: number;
  passed: number;
  failed: number;
  stale: number;
  skipped: number;
}

/** Reads the SMS code texted to a phone (its ten digits), sent after `since` (a marker the source gave). */
export interface SmsCodeSource {
  /** Taken just before the code is requested, so an older code for the same phone is never used. */
  mark(): Promise<unknown>;
  code(phoneDigits: string, since: unknown): Promise<string>;
}
