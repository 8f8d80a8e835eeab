/**
 * The server runs form patterns on RE2's engine, the browser on JavaScript's: for every pattern the shipped
 * forms carry, and for the syntax where the two engines read a pattern differently, both accept exactly the
 * same texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../api/config/project-root';
import { createFormAjv } from '../../../api/forms/form-ajv';
import { linearPattern, toRe2Syntax, UnsupportedPatternError } from '../../../api/forms/linear-pattern';

function patternsOf(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => patternsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') found.add(value);
      else patternsOf(value, found);
    }
  }
  return found;
}

const formsFolder = join(projectRoot, 'definitions/forms');
const SHIPPED = [...readdirSync(formsFolder).reduce((found, file) => patternsOf(JSON.parse(readFileSync(join(formsFolder, file), 'utf8')).schema, found), new Set<string>())];

/** Syntax the two engines read differently unless rewritten. */
const EDGES = ['^.$', '^a.b$', '^\\s+$', '^\\S+$', '^[\\s.]+$', '^[]$', '^[^]$', '^\\u00e9$', '^\\u{1D49C}$', '^\\uD835\\uDC9C$', '^[\\u0041-\\u005A]+$', '^[[]+$', '^a$', '^\\bab\\b$', '^\\d\\w\\W\\D$', '^[^\\n]*$'];

const CHARACTERS = ['a', 'Z', 'b', 'é', 'Ñ', '中', '\u{1D49C}', '\u0301', ' ', '\u00a0', '\u2028', '\u2029', '\u3000', '\ufeff', '\t', '\n', '\r', '\u000b', '.', '-', "'", '_', '[', '0', '9', ':', '/', '+', '\ud835'];
const texts = fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 8 }).map((chars) => chars.join(''));

describe('form patterns on RE2 accept what JavaScript accepts', () => {
  it('finds the shipped patterns', () => {
    expect(SHIPPED.length).toBeGreaterThanOrEqual(5);
  });

  it.each([...SHIPPED, ...EDGES])('%s', (source) => {
    const native = new RegExp(source, 'u');
    const linear = linearPattern(source);
    fc.assert(fc.property(texts, (text) => linear.test(text) === native.test(text)), { numRuns: 2_000 });
    for (const sample of ['José Nuñez', 'St. Clair-Smith', "D'Arcy", '09:30', '17:00', '2026-02-28', 'resume.PDF', 'cv.docx', 'America/New_York']) {
      expect(linear.test(sample), JSON.stringify(sample)).toBe(native.test(sample));
    }
  });

  it('refuses what has no linear-time equivalent, or could not mean the same', () => {
    for (const source of ['^(?=a)a$', '(?<!a)b', '^(a)\\1$', '^[\\S]+$', '\\']) {
      expect(() => linearPattern(source), source).toThrow(UnsupportedPatternError);
    }
  });

  it("writes JavaScript's meaning in RE2's syntax", () => {
    expect(toRe2Syntax('^a.b$')).toBe('^a[^\\n\\r\\x{2028}\\x{2029}]b$');
    expect(toRe2Syntax('\\u00e9\\u{1D49C}\\uD835\\uDC9C')).toBe('\\x{E9}\\x{1D49C}\\x{1D49C}');
    expect(toRe2Syntax('[.]')).toBe('[.]');
  });

  it("checks each field of a schema with the field's own pattern", () => {
    const validate = createFormAjv().compile({
      type: 'object',
      properties: { letters: { type: 'string', pattern: '^[a-z]+$' }, digits: { type: 'string', pattern: '^[0-9]+$' } },
    });
    expect(validate({ letters: 'abc', digits: '123' })).toBe(true);
    expect(validate({ letters: '123', digits: 'abc' })).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath).sort()).toEqual(['/digits', '/letters']);
  });

  it('answers a long hostile text at once whatever the pattern', () => {
    const hostile = `${'a'.repeat(100_000)}!`;
    const started = performance.now();
    expect(linearPattern('^(a+)+$').test(hostile)).toBe(false);
    expect(linearPattern('^(a|aa)*$').test(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
