import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(import.meta.dirname, '..', '..', 'engine');
const ROOT = resolve(ENGINE, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });
}

describe('engine/ is framework-free', () => {
  const sources = files(ENGINE);

  it('imports only its own files and definitions/ (no packages, no node: modules), without extensions', () => {
    const bad: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const specifier = (match[1] ?? match[2] ?? match[3])!;
        const target = specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)) : specifier;
        const allowed = specifier.startsWith('.') && /^(engine|definitions)\//.test(target) && !/\.(ts|js)$/.test(specifier);
        if (!allowed) bad.push(`${relative(ROOT, file)} -> ${specifier}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('uses no DOM, Node or cloning globals and no immer', () => {
    const bad = sources.filter((file) => /\b(window|document|localStorage|sessionStorage|structuredClone|process\.|Buffer|require\()/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(bad.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('keeps files small and single-purpose', () => {
    const big = sources.filter((file) => readFileSync(file, 'utf8').length > 8_000).map((file) => relative(ROOT, file));
    expect(big).toEqual([]);
  });
});
