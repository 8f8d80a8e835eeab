import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';

/**
 * The layout's rules, checked over every source file by one walker. An import rule looks at each import
 * of the files it applies to; a text rule at each line. A violation is reported as `file:line`.
 */

interface SourceFile {
  path: string;
  text: string;
}

interface Import {
  file: string;
  line: number;
  specifier: string;
  typeOnly: boolean;
  /** A relative import's project path without extension (the folder for its index); else the package. */
  target: string;
  relative: boolean;
}

interface ImportRule {
  name: string;
  applies(file: string): boolean;
  forbids(entry: Import): boolean;
}

interface TextRule {
  name: string;
  applies(file: string): boolean;
  /** A line that breaks the rule (comments are blanked first), or the whole file when `wholeFile`. */
  forbidden: RegExp;
  wholeFile?: boolean;
}

/** A file longer than `maxLines` (counted as written, comments included) breaks the rule. */
interface SizeRule {
  name: string;
  applies(file: string): boolean;
  maxLines: number;
}

const IMPORT = /(?:^|\n)\s*(import|export)(\s+type)?\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveTarget(file: string, specifier: string): string {
  const path = relative(projectRoot, resolve(projectRoot, dirname(file), specifier));
  return path.replace(/\.(ts|tsx|js|mjs)$/, '').replace(/\/index$/, '');
}

export function importsOf(source: SourceFile): Import[] {
  const found: Import[] = [];
  for (const match of source.text.matchAll(IMPORT)) {
    const specifier = (match[3] ?? match[4] ?? match[5])!;
    const relativeImport = specifier.startsWith('.');
    const offset = match.index + (match[1] ? match[0].indexOf(match[1]) : 0);
    found.push({
      file: source.path,
      line: source.text.slice(0, offset).split('\n').length,
      specifier,
      typeOnly: Boolean(match[2]),
      target: relativeImport ? resolveTarget(source.path, specifier) : packageOf(specifier),
      relative: relativeImport,
    });
  }
  return found;
}

function packageOf(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
}

/** Comments blanked (line breaks kept), so a rule about code is not tripped by prose. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));
}

const within = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const isIn = (entry: Import, folder: string) => entry.relative && (entry.target === folder || entry.target.startsWith(`${folder}/`));
const SERVER_PACKAGES = /^(koa|@koa\/.+|pg|drizzle-orm|drizzle-kit|@electric-sql\/pglite|pino|ajv|node:.+|fs|path|crypto|http|os|child_process)$/;
const featureOf = (path: string) => /^app\/features\/([^/]+)/.exec(path)?.[1];

export const importRules: ImportRule[] = [
  {
    name: 'engine/ imports only engine/ and definitions/, by relative path without extension (no package, no node: module)',
    applies: within('engine'),
    forbids: (entry) => !entry.relative || !(isIn(entry, 'engine') || isIn(entry, 'definitions')) || /\.(ts|js)$/.test(entry.specifier),
  },
  {
    name: 'renderers/ imports nothing of app/ or api/, and no server package',
    applies: within('renderers'),
    forbids: (entry) => isIn(entry, 'app') || isIn(entry, 'api') || (!entry.relative && SERVER_PACKAGES.test(entry.target)),
  },
  {
    name: 'app/ imports nothing of api/, and no server package',
    applies: within('app'),
    forbids: (entry) => isIn(entry, 'api') || (!entry.relative && SERVER_PACKAGES.test(entry.target)),
  },
  {
    name: 'api/ imports app/ only from app/domain/ and the server-rendering entry',
    applies: within('api'),
    forbids: (entry) => isIn(entry, 'app') && !isIn(entry, 'app/domain') && entry.target !== 'app/entry-server',
  },
  {
    name: 'app/domain/ imports only app/domain/, engine/ and i18n/ (and the types of @rjsf/utils)',
    applies: within('app/domain'),
    forbids: (entry) =>
      entry.relative
        ? !(isIn(entry, 'app/domain') || isIn(entry, 'engine') || isIn(entry, 'i18n'))
        : !(entry.typeOnly && entry.target === '@rjsf/utils'),
  },
  {
    name: 'i18n/ (languages, catalogs, Intl formats) imports only itself and the Lingui runtime',
    applies: within('i18n'),
    forbids: (entry) => (entry.relative ? !isIn(entry, 'i18n') : entry.target !== '@lingui/core'),
  },
  {
    name: 'app/components/ holds reusable widgets: no feature, chrome, root or page',
    applies: within('app/components'),
    forbids: (entry) => ['app/features', 'app/chrome', 'app/root', 'app/pages'].some((folder) => isIn(entry, folder)),
  },
  {
    name: "a feature imports another feature only through that feature's index.ts",
    applies: within('app/features'),
    forbids: (entry) => {
      const other = featureOf(entry.target);
      return Boolean(entry.relative && other && other !== featureOf(entry.file) && entry.target !== `app/features/${other}`);
    },
  },
  {
    name: 'nothing of the public site imports the studio (its JavaScript never reaches a public page)',
    applies: (file) => (within('app')(file) || within('renderers')(file) || within('engine')(file)) && !within('app/studio')(file),
    forbids: (entry) => isIn(entry, 'app/studio'),
  },
  { name: 'definitions/ is data', applies: within('definitions'), forbids: () => true },
];

/** Where SQL may be written: the repositories, the connection, the migrations and the schema's index conditions. */
const SQL_HOMES = /^api\/db\/(repositories\/|schema\/|database\.ts$|migrations\/)/;

export const textRules: TextRule[] = [
  {
    name: 'engine/ uses no DOM, Node or cloning globals',
    applies: within('engine'),
    forbidden: /\b(window|document|localStorage|sessionStorage|structuredClone|process\.|Buffer|require\()/,
  },
  { name: 'engine/ files stay small (8,000 characters)', applies: within('engine'), forbidden: /^[\s\S]{8001,}$/, wholeFile: true },
  {
    name: 'app/domain/finance/ reads no clock, randomness, DOM or process state',
    applies: within('app/domain/finance'),
    forbidden: /\b(Date\.now|new Date|Math\.random|window\.|document\.|localStorage|process\.|require\()/,
  },
  {
    name: 'only api/db/repositories/ runs SQL',
    applies: (file) => within('api')(file) && !SQL_HOMES.test(file),
    forbidden: /sql`|\b(db|tx|client|executor)\.(select|selectDistinct|insert|update|delete|execute|query)\(/,
  },
];

const PRODUCT_FOLDERS = ['engine', 'renderers', 'app', 'api', 'i18n', 'scripts'];

export const sizeRules: SizeRule[] = [
  {
    name: 'a product file stays within 300 lines',
    applies: (file) => PRODUCT_FOLDERS.some((folder) => within(folder)(file)),
    maxLines: 300,
  },
];

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export function violations(sources: SourceFile[]): string[] {
  const found: string[] = [];
  for (const source of sources) {
    for (const rule of sizeRules.filter((candidate) => candidate.applies(source.path))) {
      const lines = lineCount(source.text);
      if (lines > rule.maxLines) found.push(`${source.path} has ${lines} lines (${rule.name})`);
    }
    for (const rule of importRules.filter((candidate) => candidate.applies(source.path))) {
      for (const entry of importsOf(source).filter(rule.forbids)) found.push(`${source.path}:${entry.line} imports ${entry.specifier} (${rule.name})`);
    }
    const code = withoutComments(source.text);
    for (const rule of textRules.filter((candidate) => candidate.applies(source.path))) {
      if (rule.wholeFile) {
        if (rule.forbidden.test(code)) found.push(`${source.path} (${rule.name})`);
        continue;
      }
      code.split('\n').forEach((line, index) => {
        if (rule.forbidden.test(line)) found.push(`${source.path}:${index + 1} (${rule.name})`);
      });
    }
  }
  return found;
}

function sourcesUnder(folder: string): SourceFile[] {
  const root = join(projectRoot, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(projectRoot, path)).isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [{ path, text: readFileSync(join(projectRoot, path), 'utf8') }] : [];
  });
}

describe('the layout keeps its rules', () => {
  const sources = [...PRODUCT_FOLDERS, 'definitions'].flatMap(sourcesUnder);

  it('finds no violation in the tree', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(violations(sources)).toEqual([]);
  });

  // A rule that can never fail proves nothing: each one must catch a planted violation.
  const planted: { rule: string; source: SourceFile }[] = [
    { rule: 'engine/ imports only', source: { path: 'engine/x.ts', text: "import { useState } from 'react';" } },
    { rule: 'engine/ imports only', source: { path: 'engine/x.ts', text: "import { a } from './a.ts';" } },
    { rule: 'engine/ imports only', source: { path: 'engine/flow/x.ts', text: "import { b } from '../../app/domain/company';" } },
    { rule: 'renderers/', source: { path: 'renderers/x.tsx', text: "import { c } from '../app/data/post-json';" } },
    { rule: 'app/ imports nothing of api/', source: { path: 'app/pages/x.tsx', text: "import { d } from '../../api/db/schema';" } },
    { rule: 'app/ imports nothing of api/', source: { path: 'app/pages/x.tsx', text: "import Koa from 'koa';" } },
    { rule: 'api/ imports app/ only', source: { path: 'api/ssr/x.ts', text: "import { e } from '../../app/site/head';" } },
    { rule: 'app/domain/ imports only', source: { path: 'app/domain/x.ts', text: "import { f } from '../features/forms';" } },
    { rule: 'app/domain/ imports only', source: { path: 'app/domain/x.ts', text: "import { g } from '@rjsf/utils';" } },
    { rule: 'app/components/', source: { path: 'app/components/tabs/x.tsx', text: "import { h } from '../../chrome/nav/site-nav';" } },
    { rule: 'a feature imports another', source: { path: 'app/features/quote/x.tsx', text: "import { i } from '../funnels/contact-step';" } },
    { rule: 'nothing of the public site imports the studio', source: { path: 'app/pages/x.tsx', text: "import { l } from '../studio/studio-app';" } },
    { rule: 'definitions/ is data', source: { path: 'definitions/x.ts', text: "export const j = 1;\nimport k from './k';" } },
    { rule: 'engine/ uses no DOM', source: { path: 'engine/x.ts', text: 'const a = 1;\nwindow.alert(a);' } },
    { rule: 'engine/ files stay small', source: { path: 'engine/x.ts', text: 'x'.repeat(8_001) } },
    { rule: 'app/domain/finance/ reads no clock', source: { path: 'app/domain/finance/x.ts', text: 'export const now = Date.now();' } },
    { rule: 'only api/db/repositories/ runs SQL', source: { path: 'api/services/x.ts', text: 'await db.execute(sql`select 1`);' } },
    { rule: 'a product file stays within 300 lines', source: { path: 'scripts/x.ts', text: 'const a = 1;\n'.repeat(301) } },
    { rule: 'a product file stays within 300 lines', source: { path: 'renderers/x.tsx', text: 'const a = 1;\n'.repeat(300) + 'const b = 2;' } },
  ];
  it.each(planted)('catches a planted violation of "$rule"', ({ rule, source }) => {
    const found = violations([source]);
    expect(found.some((line) => line.includes(`(${rule}`))).toBe(true);
    expect(found[0]).toMatch(new RegExp(`^${source.path.replace(/\./g, '\\.')}(:\\d+)? `));
  });

  it('names the line of a violation and lets the allowed imports through', () => {
    expect(violations([{ path: 'engine/x.ts', text: "import { a } from './a';\n\nimport React from 'react';" }])).toEqual([
      "engine/x.ts:3 imports react (engine/ imports only engine/ and definitions/, by relative path without extension (no package, no node: module))",
    ]);
    const allowed: SourceFile[] = [
      { path: 'app/features/quote/x.tsx', text: "import { a } from '../funnels';\nimport { b } from './b';" },
      { path: 'app/domain/forms/x.ts', text: "import type { RJSFSchema } from '@rjsf/utils';\nimport { c } from '../../../engine';" },
      { path: 'api/ssr/x.ts', text: "import type { HeadData } from '../../app/entry-server';\nimport { d } from '../../app/domain/company';" },
      { path: 'api/db/repositories/x.ts', text: 'await db.execute(sql`select 1`);' },
      { path: 'engine/x.ts', text: '// window.alert is for browsers\nconst a = 1;' },
      { path: 'app/x.ts', text: 'const a = 1;\n'.repeat(300) },
    ];
    expect(violations(allowed)).toEqual([]);
  });
});
