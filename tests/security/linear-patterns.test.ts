import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSync } from 'recheck';
import { projectRoot } from '../../api/config/project-root';
import { EMAIL_PATTERN } from '../../engine/rules/email';
import { US_PHONE_PATTERN } from '../../engine/rules/us-phone';
import { US_TEXTABLE_PHONE_PATTERN } from '../../engine/rules/us-textable-phone';
import { PRODUCT_FOLDERS, patternsInSource, productPatterns, type FoundPattern } from './linear-patterns/regex-inventory';
import { attackGrowth, hostileUnits, superLinearInput } from './linear-patterns/regex-timing';

/**
 * Every regular expression in the product's code (found by parsing it, so one added later is checked too)
 * must run in linear time on whatever text reaches it: recheck's analysis must call it safe, and timing it
 * on long adversarial inputs (each character the pattern names, repeated, alone and with others; each word
 * it spells) must show the cost growing like the length, not its square.
 *
 * The few exceptions never see long text from a visitor or an editor, each for the reason given. The
 * patterns of the definition schemas, which ajv runs on every text of a draft, are checked the same way.
 */

interface Exception {
  file: string;
  /** The pattern's source; for a pattern built at run time, the start of the code that builds it. */
  pattern: string;
  reason: string;
  /** For a pattern built at run time from constants: the patterns it builds, checked like the others. */
  builds?: RegExp[];
}

const EXCEPTIONS: Exception[] = [
  {
    file: 'api/server/middleware/studio-page.ts',
    pattern: '<head>([\\s\\S]*?)<\\/head>',
    reason: "Runs on the site's own page template as the development server transforms it, never on a request.",
  },
  {
    file: 'api/server/middleware/studio-page.ts',
    pattern: '<script\\b[\\s\\S]*?<\\/script>|<meta property="csp-nonce"[^>]*>',
    reason: "Runs on the site's own page template as the development server transforms it, never on a request.",
  },
  {
    file: 'api/ssr/production-rendering.ts',
    pattern: '^[ \\t]*<link rel="stylesheet"[^>]*>\\n',
    reason: "Runs once at start on the build's index.html.",
  },
  {
    file: 'renderers/i18n/locale-context.tsx',
    pattern: '<(\\d+)>([\\s\\S]*?)<\\/\\1>',
    reason: "Runs on the project's own message catalogs (numbered tags in a translation), never on visitor or editor text.",
  },
  {
    file: 'engine/rules/email.ts',
    pattern: 'new RegExp(',
    reason: 'Built from constants: the address pattern, checked below as built.',
    builds: [EMAIL_PATTERN],
  },
  {
    file: 'engine/rules/us-phone.ts',
    pattern: 'new RegExp(',
    reason: 'Built from constants: the phone pattern, checked below as built.',
    builds: [US_PHONE_PATTERN],
  },
  {
    file: 'engine/rules/us-textable-phone.ts',
    pattern: 'new RegExp(',
    reason: 'Built from constants: the textable phone pattern (a trie of the area codes and exchanges texted), checked below as built.',
    builds: [US_TEXTABLE_PHONE_PATTERN],
  },
  {
    file: 'api/http/json-body.ts',
    pattern: 'new RegExp(UNSTORABLE.source',
    reason: 'The same source as UNSTORABLE, a literal of the same file checked like every literal, with the g flag.',
  },
  {
    file: 'app/domain/brokers/review-mentions.ts',
    pattern: 'new RegExp(`(?<![\\\\p{L}\\\\p{N}])',
    reason: "A broker's name from the site's content, each word escaped, words joined by [\\s-]+, between one-character lookarounds: literal text with single separators, linear.",
  },
  {
    file: 'app/features/calculators/debt-consolidator/loan-terms.ts',
    pattern: 'new RegExp(`^${termYears}',
    reason: 'A whole number of years from the calculator, anchored at the start of a rate key.',
  },
  {
    file: 'renderers/forms/masks.ts',
    pattern: 'new RegExp(`[^\\\\p{L} ${escapeClass(extra)}]`',
    reason: 'One negated character class (escaped characters from the code): matching it is one test per character.',
  },
  {
    file: 'renderers/questions/engine-message.ts',
    pattern: 'new RegExp(`^${source}$`)',
    reason: "The engine's own message templates, escaped, with (.+?) for placeholders; run in the browser on a message shown under a question, whose length the definition schemas cap.",
  },
  {
    file: 'app/features/forms/prefill.ts',
    pattern: 'new RegExp(source, "u")',
    reason: "A form field's pattern in the browser, as the form's validator runs it there: the publish gate refuses every pattern that could backtrack (tests/security/form-patterns.test.ts); the server's loader passes the linear-time engine instead.",
  },
  {
    file: 'api/forms/form-patterns.ts',
    pattern: 'new RegExp(source, "u")',
    reason: "Only compiled, never run: whether JavaScript can read a form field's pattern at all.",
  },
];

const key = (file: string, pattern: string) => `${file}\n${pattern}`;

function exceptionFor(found: FoundPattern): Exception | undefined {
  return EXCEPTIONS.find((exception) =>
    exception.file === found.file && (found.source !== undefined ? exception.pattern === found.source : found.dynamic!.startsWith(exception.pattern)));
}

/** What is wrong with one pattern, or null when it is linear by both the analysis and the clock. */
function problemOf(pattern: RegExp): string | null {
  const verdict = checkSync(pattern.source, pattern.flags, { timeout: 10_000 });
  if (verdict.status === 'vulnerable') {
    // The attack string is timed too where that ends in seconds (quadratic); an exponential one would not end.
    const quadratic = verdict.complexity.type === 'polynomial' && verdict.complexity.degree === 2;
    const slow = quadratic ? attackGrowth(pattern, verdict.attack.string) : undefined;
    const timing = slow ? `, ${slow.shortMs.toFixed(1)} ms -> ${slow.longMs.toFixed(1)} ms at 8 times the length` : '';
    return `recheck: ${verdict.complexity.type}, e.g. ${verdict.attack.pattern}${timing}`;
  }
  if (verdict.status === 'unknown') return `recheck could not decide (${verdict.error.kind})`;
  const slow = superLinearInput(pattern, hostileUnits(pattern.source));
  return slow ? `${JSON.stringify(slow.unit)} repeated: ${slow.shortMs.toFixed(1)} ms -> ${slow.longMs.toFixed(1)} ms at 8 times the length` : null;
}

function problemsIn(patterns: readonly FoundPattern[]): string[] {
  const problems: string[] = [];
  for (const found of patterns) {
    const exception = exceptionFor(found);
    const where = `${found.file} ${found.source !== undefined ? `/${found.source}/${found.flags}` : found.dynamic}`;
    if (exception) {
      for (const built of exception.builds ?? []) {
        const problem = problemOf(built);
        if (problem) problems.push(`${where} builds ${built}: ${problem}`);
      }
      continue;
    }
    if (found.source === undefined) {
      problems.push(`${where}: a pattern built at run time cannot be checked; write it as a literal, or list it with its reason`);
      continue;
    }
    const problem = problemOf(new RegExp(found.source, found.flags));
    if (problem) problems.push(`${where}: ${problem}`);
  }
  return problems;
}

const inventory = productPatterns(projectRoot);

describe('every regular expression of the product runs in linear time', () => {
  it('finds the patterns of every product folder', () => {
    expect(inventory.length).toBeGreaterThan(200);
    for (const folder of PRODUCT_FOLDERS) expect(inventory.some((found) => found.file.startsWith(`${folder}/`))).toBe(true);
  });

  it('lists only exceptions that still exist', () => {
    const stale = EXCEPTIONS.filter((exception) => !inventory.some((found) => exceptionFor(found) === exception));
    expect(stale.map((exception) => key(exception.file, exception.pattern))).toEqual([]);
  });

  for (const folder of PRODUCT_FOLDERS) {
    it(`${folder}/`, () => {
      expect(problemsIn(inventory.filter((found) => found.file.startsWith(`${folder}/`)))).toEqual([]);
    }, 300_000);
  }

  it('definitions/schema/: the patterns the definition schemas run on editors’ texts', () => {
    const folder = join(projectRoot, 'definitions/schema');
    const patterns = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(collect);
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') patterns.add(value);
        if (key === 'patternProperties' && value && typeof value === 'object') Object.keys(value).forEach((source) => patterns.add(source));
        collect(value);
      }
    };
    for (const file of readdirSync(folder)) collect(JSON.parse(readFileSync(join(folder, file), 'utf8')));
    expect(patterns.size).toBeGreaterThan(5);
    const problems = [...patterns].map((source) => [source, problemOf(new RegExp(source, 'u'))] as const).filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  }, 300_000);

  it('would refuse a quadratic or exponential pattern added later, literal or built at run time', () => {
    const code = [
      'export const social = (text: string) => /\\bsocial\\b.*\\bnumber\\b/.test(text);',
      "export const grouped = (digits: string) => digits.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');",
      'export const nested = /^(a+)+$/;',
      'export const trimmed = (text: string) => text.replace(/\\s+$/, "");',
      "export const built = (word: string) => new RegExp(word + '.*x');",
      'export const fine = /^[a-z]+$/;',
    ].join('\n');
    const problems = problemsIn(patternsInSource(code, 'engine/added-later.ts'));
    expect(problems).toHaveLength(5);
    expect(problems.find((problem) => problem.includes('social'))).toMatch(/recheck: polynomial/);
    // recheck calls the lookahead safe; the clock does not.
    expect(problems.find((problem) => problem.includes('d{3}'))).toMatch(/"\d" repeated|"7" repeated|"0" repeated/);
    expect(problems.find((problem) => problem.includes('(a+)+'))).toMatch(/exponential/);
    expect(problems.find((problem) => problem.includes('new RegExp'))).toMatch(/built at run time/);
  }, 120_000);
});
