import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../api/config/project-root';
import { PROGRAM_KEY_PATTERN, programKeyOf } from '../../../engine';

describe('a program key', () => {
  it('is hyphen-joined letters and digits, trimmed, at most 80 characters', () => {
    expect(programKeyOf('FHA-loan')).toBe('FHA-loan');
    expect(programKeyOf(' DSCR-loans ')).toBe('DSCR-loans');
    expect(programKeyOf('a'.repeat(80))).toBe('a'.repeat(80));
    for (const bad of ['', '-loan', 'loan-', 'FHA--loan', 'FHA loan', '<script>', '../admin', 'a'.repeat(81), 42, null, undefined, ['FHA-loan']]) {
      expect(programKeyOf(bad)).toBeNull();
    }
  });

  it('is the rule the content load applies to every program', () => {
    const schema = JSON.parse(readFileSync(join(projectRoot, 'api/content/content-bundle.schema.json'), 'utf8')) as Record<string, unknown>;
    const patterns: string[] = [];
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'productKey' && value && typeof value === 'object' && 'pattern' in value) patterns.push((value as { pattern: string }).pattern);
        else walk(value);
      }
    };
    walk(schema);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern).toBe(PROGRAM_KEY_PATTERN.source);
  });
});
