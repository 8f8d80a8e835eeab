import { checkSync, type Diagnostics, type Parameters } from 'recheck';
import { linearPattern, UnsupportedPatternError } from './linear-pattern';
import type { FormDefinition } from '../../app/domain/forms/form-types';

/**
 * The gate's check of the patterns staff write on form fields. The server runs them on a linear-time
 * engine, but the browser's validator runs them on JavaScript's own, which backtracks: a pattern that can
 * take exponential or polynomial time there would hang a visitor's page, and one that RE2 cannot compile
 * could not be checked on the server at all. Each pattern is analysed by recheck (its pure-JavaScript
 * backend, under a time limit); "could not tell in time" counts as refused.
 */

/**
 * The most one pattern's analysis may take (0.1 to 0.3 s is usual; a class such as \p{L} costs the most,
 * and a busy machine several times more); the whole form's has FORM_BUDGET_MS.
 */
const PATTERN_TIMEOUT_MS = 3_000;
const FORM_BUDGET_MS = 8_000;

interface FoundPattern {
  /** The form's field the pattern belongs to, or null for the form itself. */
  field: string | null;
  source: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every pattern in a schema: `pattern` keywords, `patternProperties` keys, at any depth. */
function schemaPatterns(schema: unknown): FoundPattern[] {
  const found: FoundPattern[] = [];
  const visit = (node: unknown, field: string | null) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, field));
    if (!isNode(node)) return;
    if (typeof node.pattern === 'string') found.push({ field, source: node.pattern });
    for (const [key, value] of Object.entries(node)) {
      // A nested field (the resume's file name) is named by the form's field that holds it.
      if (key === 'properties' && isNode(value)) for (const [name, property] of Object.entries(value)) visit(property, field ?? name);
      else if (key === 'patternProperties' && isNode(value)) {
        for (const [source, property] of Object.entries(value)) {
          found.push({ field, source });
          visit(property, field);
        }
      } else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') visit(value, field);
    }
  };
  visit(schema, null);
  return found;
}

/** How the studio names a field: its title where it has one. */
function fieldName(definition: FormDefinition, field: string | null): string {
  if (field === null) return definition.title;
  const ui = definition.uiSchema[field] as { 'ui:title'?: unknown } | undefined;
  const title = ui?.['ui:title'] ?? (definition.schema.properties?.[field] as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : field;
}

const verdicts = new Map<string, Diagnostics>();
let warmedUp = false;

/**
 * recheck's synchronous check on its pure-JavaScript backend, in this thread: its default would start a
 * worker and a native agent process. The backend is chosen by an environment variable only, set for the call.
 */
function pureCheck(source: string, params: Parameters): Diagnostics {
  const before = process.env.RECHECK_SYNC_BACKEND;
  process.env.RECHECK_SYNC_BACKEND = 'pure';
  try {
    return checkSync(source, 'u', params);
  } finally {
    if (before === undefined) delete process.env.RECHECK_SYNC_BACKEND;
    else process.env.RECHECK_SYNC_BACKEND = before;
  }
}

/** recheck's verdict; a definite one is remembered (definitions are checked again each time they are read). */
function analyse(source: string, timeout: number): Diagnostics {
  const known = verdicts.get(source);
  if (known) return known;
  if (!warmedUp) {
    // The first analysis in a process compiles the analyser itself (about half a second): not the pattern's time.
    pureCheck('^a$', { timeout: null });
    warmedUp = true;
  }
  // The patterns here compile on RE2, so they have no back-references or lookaround: the automaton
  // analysis is exact for them, and faster on large classes; recheck's fuzzer is the fallback.
  const started = performance.now();
  let verdict = pureCheck(source, { timeout, checker: 'automaton' });
  const left = Math.floor(timeout - (performance.now() - started));
  if (verdict.status === 'unknown' && verdict.error.kind !== 'timeout' && left > 0) verdict = pureCheck(source, { timeout: left, checker: 'fuzz' });
  if (verdict.status !== 'unknown') {
    if (verdicts.size >= 1_000) verdicts.clear();
    verdicts.set(source, verdict);
  }
  return verdict;
}

/** The analyser's hostile text as a reader sees it: its start, unprintable characters as ?, and its length. */
function describeAttack(verdict: Diagnostics): string {
  if (verdict.status !== 'vulnerable') return '';
  const attack = verdict.attack.string;
  const shown = [...attack.slice(0, 24)].map((char) => (/[\p{L}\p{N}\p{P}\p{S} ]/u.test(char) ? char : '?')).join('');
  return `“${shown}${attack.length > 24 ? '…' : ''}” (${attack.length.toLocaleString('en-US')} characters)`;
}

/** What RE2 could not read, as the pattern wrote it (its parse errors quote it between backticks). */
function unsupportedPart(message: string): string {
  const quoted = /`([^`]{1,40})`/.exec(message)?.[1];
  return quoted ? `, here “${quoted}”` : '';
}

function compilesInJavaScript(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Plain-language problems of the form's patterns (empty when every one is safe on both engines). */
export function formPatternProblems(definition: FormDefinition, options: { analyse: boolean } = { analyse: true }): string[] {
  const problems: string[] = [];
  const deadline = performance.now() + FORM_BUDGET_MS;
  for (const { field, source } of schemaPatterns(definition.schema)) {
    const rule = `The rule for “${fieldName(definition, field)}”`;
    // A pattern JavaScript cannot read is the schema's compile error, reported as such.
    if (!compilesInJavaScript(source)) continue;
    try {
      linearPattern(source);
    } catch (error) {
      if (!(error instanceof UnsupportedPatternError)) throw error;
      problems.push(`${rule} cannot be checked safely on the server: it uses something the site's safe engine does not run${unsupportedPart(error.message)}. ` +
        'Write it without lookahead, lookbehind or back-references.');
      continue;
    }
    if (!options.analyse) continue;
    const left = Math.floor(deadline - performance.now());
    const verdict = left > 0 ? analyse(source, Math.min(PATTERN_TIMEOUT_MS, left)) : undefined;
    if (verdict?.status === 'safe') continue;
    if (verdict?.status === 'vulnerable') {
      const growth = verdict.complexity.type === 'exponential' ? 'doubles with each extra character' : 'grows much faster than its length';
      problems.push(`${rule} could make the site hang on some inputs: checking a text like ${describeAttack(verdict)} takes time that ${growth}. ` +
        'Write it so each character can be matched only one way (for example ^[a-z ]+$ rather than ^([a-z]+ ?)+$).');
    } else {
      problems.push(`${rule} could make the site hang on some inputs: it is too intricate to be shown safe in time. Simplify it.`);
    }
  }
  return problems;
}
