import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';

/** Every import specifier of every TypeScript file under a folder. */
function importsUnder(folder: string): { file: string; specifier: string }[] {
  const root = join(projectRoot, folder);
  const found: { file: string; specifier: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
          found.push({ file: relative(projectRoot, path), specifier: (match[1] ?? match[2])! });
        }
      }
    }
  };
  try {
    walk(root);
  } catch {
    return [];
  }
  return found;
}

/** The top-level folder a relative import lands in, or the package name of a bare one. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return relative(projectRoot, resolve(projectRoot, dirname(file), specifier)).split('/')[0]!;
}

const rules: { folder: string; forbidden: RegExp; why: string }[] = [
  { folder: 'engine', forbidden: /^(react|react-dom|react-router|react-router-dom|koa|@koa\/.*|pg|drizzle-orm|@electric-sql\/pglite|app|api|renderers)$/, why: 'the engine is framework-free' },
  { folder: 'renderers', forbidden: /^(app|api|koa|@koa\/.*|pg|drizzle-orm|@electric-sql\/pglite)$/, why: 'renderers sit below the app' },
  { folder: 'app', forbidden: /^(api|koa|@koa\/.*|pg|drizzle-orm|@electric-sql\/pglite|pino)$/, why: 'pages never reach into the API or the database' },
  { folder: 'definitions', forbidden: /.*/, why: 'definitions are data' },
];

describe('imports point down the layers of DESIGN.md', () => {
  it.each(rules)('$folder: $why', ({ folder, forbidden }) => {
    const violations = importsUnder(folder)
      .filter(({ file, specifier }) => forbidden.test(target(file, specifier)))
      .map(({ file, specifier }) => `${file} imports ${specifier}`);
    expect(violations).toEqual([]);
  });

  it('finds imports at all (the scanner works)', () => {
    expect(importsUnder('app').length).toBeGreaterThan(20);
    expect(target('app/pages/x.tsx', '../../api/db/schema')).toBe('api');
  });
});
