import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../api/config/project-root';

const financeRoot = join(projectRoot, 'app/domain/finance');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('app/domain/finance is pure and self-contained (runs in the browser and in the server)', () => {
  const files = sourceFiles(financeRoot);

  it('imports nothing outside app/domain/finance: no React, no DOM, no Node modules', () => {
    const violations: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const specifier = (match[1] ?? match[2])!;
        const target = resolve(dirname(file), specifier);
        if (!specifier.startsWith('.') || relative(financeRoot, target).startsWith('..')) {
          violations.push(`${relative(projectRoot, file)} imports ${specifier}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(violations).toEqual([]);
  });

  it('reads no clock, randomness, DOM or process state', () => {
    const forbidden = /\b(Date\.now|new Date|Math\.random|window\.|document\.|localStorage|process\.|require\()/;
    const violations = files.filter((file) => forbidden.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(violations.map((file) => relative(projectRoot, file))).toEqual([]);
  });
});
