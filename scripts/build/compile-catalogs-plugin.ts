import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalog file: `messages.en.json`, `messages.es.json`, one object of ICU messages by key. */
export const CATALOG_FILE = /[\\/]messages\.[a-z]{2}\.json$/;

/** One catalog's messages compiled to Lingui's token form; a message that does not parse fails the build. */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/**
 * Compiles message catalogs as they are imported, before Vite's JSON plugin turns them into a module: the
 * browser receives ready tokens and no message parser (about 7 kB gzip saved on every page).
 */
export function compileCatalogsPlugin(): Plugin {
  return {
    name: 'compile-message-catalogs',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0]!;
      if (!CATALOG_FILE.test(file)) return null;
      return { code: JSON.stringify(compileCatalog(source, file)), map: null };
    },
  };
}
