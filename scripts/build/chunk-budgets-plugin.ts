import type { Plugin } from 'vite';

/** A chunk's name (its entry's or its module's file name, as Rolldown names it) and its most bytes, minified. */
export type ChunkBudgets = Record<string, number>;

/**
 * Fails the build when a chunk outgrows its budget, in place of Vite's one-size warning: a chunk named in
 * `budgets` may be as large as its budget says, any other one as large as `otherwise`. The message names
 * the chunk, its size and its budget.
 */
export function chunkBudgetsPlugin(budgets: ChunkBudgets, otherwise: number): Plugin {
  return {
    name: 'chunk-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const over: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const budget = Object.hasOwn(budgets, output.name) ? budgets[output.name]! : otherwise;
        const bytes = Buffer.byteLength(output.code);
        if (bytes > budget) over.push(`${output.fileName} (${output.name}): ${kB(bytes)} over its budget of ${kB(budget)}`);
      }
      if (over.length > 0) this.error(`chunks over their budgets:\n${over.join('\n')}`);
    },
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
