import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../api/config/project-root';

/** The calculators' catalogs: the feature's, the estimator's (shared with the API), the chart's and the slider's. */
const folders = ['app/features/calculators', 'app/domain/estimator', 'app/components/charts', 'app/components/slider'];

const read = (folder: string, language: string) => JSON.parse(readFileSync(join(projectRoot, folder, `messages.${language}.json`), 'utf8')) as Record<string, string>;
type Token = string | [string, string?, Record<string, Token[] | string | number>?];

/** The arguments a message uses, from its compiled form (plural and select branches included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[] | string | number) => {
    // A branch is a list of tokens; a plural's offset is a number.
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      for (const branch of Object.values(token[2] ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message) as Token[] | string);
  return [...names].sort();
}
const tagsOf = (message: string) => [...message.matchAll(/<(\d+)>/g)].map((match) => match[1]).sort();

describe.each(folders)('the %s catalog', (folder) => {
  const en = read(folder, 'en');
  const es = read(folder, 'es');

  it('has a Spanish message for every English one, with the same placeholders and tags', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect({ key, arguments: argumentsOf(es[key]!), tags: tagsOf(es[key]!) }).toEqual({ key, arguments: argumentsOf(en[key]!), tags: tagsOf(en[key]!) });
    }
  });
});
