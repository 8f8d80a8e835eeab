/**
 * Every regular expression the product's source can run: regex literals and `RegExp(...)` calls, found by
 * parsing each file (TypeScript stripped by esbuild, then acorn), so a pattern added anywhere later is
 * found without anyone listing it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Node } from 'acorn';
import { transformSync } from 'esbuild';

/** The folders whose code runs on what editors and visitors send. */
export const PRODUCT_FOLDERS = ['engine', 'api', 'app/domain', 'app/features', 'renderers'] as const;

export interface FoundPattern {
  file: string;
  /** The regex's source, or undefined when it is built at run time. */
  source?: string;
  flags: string;
  /** The code that builds a pattern at run time (`new RegExp(...)`), as written after TypeScript is stripped. */
  dynamic?: string;
}

function* sourceFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:ts|tsx|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

type AnyNode = Node & Record<string, unknown>;

function visit(node: AnyNode, found: (node: AnyNode) => void): void {
  found(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) visit(child, found);
    } else if (isNode(value)) visit(value, found);
  }
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function isRegExpCall(node: AnyNode): boolean {
  if (node.type !== 'NewExpression' && node.type !== 'CallExpression') return false;
  const callee = node.callee as AnyNode;
  return callee.type === 'Identifier' && callee.name === 'RegExp';
}

function stringArgument(node: AnyNode | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** The patterns of one file; `root` makes the reported paths relative. */
export function patternsInFile(path: string, root: string): FoundPattern[] {
  return patternsInSource(readFileSync(path, 'utf8'), relative(root, path));
}

/** The patterns of a file's TypeScript text; `file` is the path they are reported under. */
export function patternsInSource(source: string, file: string): FoundPattern[] {
  const code = transformSync(source, { loader: file.endsWith('x') ? 'tsx' : 'ts', format: 'esm' }).code;
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  const patterns: FoundPattern[] = [];
  visit(program, (node) => {
    const regex = node.regex as { pattern: string; flags: string } | undefined;
    if (node.type === 'Literal' && regex) patterns.push({ file, source: regex.pattern, flags: regex.flags });
    else if (isRegExpCall(node)) {
      const [first, second] = node.arguments as AnyNode[];
      const source = stringArgument(first);
      const flags = second === undefined ? '' : stringArgument(second);
      if (source !== undefined && flags !== undefined) patterns.push({ file, source, flags });
      else patterns.push({ file, flags: flags ?? '?', dynamic: code.slice(node.start, node.end) });
    }
  });
  return patterns;
}

export function productPatterns(root: string): FoundPattern[] {
  return PRODUCT_FOLDERS.flatMap((folder) => [...sourceFiles(join(root, folder))].flatMap((path) => patternsInFile(path, root)));
}
