import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../api/config/project-root';

/**
 * The English texts a Spanish page must not show: the literal parts of every message of the English
 * catalogs (placeholders, plural branches' markers and markup tags cut out), with the definitions' English
 * texts when given. A part that the Spanish catalogs also use (a brand, an acronym, "NMLS #") is not
 * English-only and is left out, as are parts too short to tell a language by.
 */
export interface EnglishText {
  text: string;
  /** Where it comes from: `app/chrome/nav/messages.en.json#programs`. */
  source: string;
}

function catalogFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return catalogFiles(path);
    return /^messages\.(en|es)\.json$/.test(name) ? [path] : [];
  });
}

/** Cuts an ICU message into its literal runs: `Hello {name}, <0>you have</0> {n, plural, ...}` -> ['Hello', ', ', 'you have']. */
export function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        parts.push(current);
        current = '';
      }
      depth++;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += char;
    } else if (depth >= 2) {
      // Inside a plural or select branch ({n, plural, one {# payment} ...}): its words are text too.
    }
  }
  parts.push(current);
  const branches = [...message.matchAll(/\b(?:one|other|zero|two|few|many|=\d+|[a-zA-Z]+)\s*\{([^{}]*)\}/g)].map((match) => match[1]!.replace(/#/g, ' '));
  return [...parts, ...branches]
    .flatMap((part) => part.split(/<\/?\d+>/))
    .map((part) => part.replace(/\s+/g, ' ').trim().replace(/^[,.:;!?·–—-]+\s*|\s*[,:;·–—-]+$/g, ''))
    .filter(Boolean);
}

/** Whether a part says enough to be recognised as English (two words, or one long word). */
function telling(part: string): boolean {
  const words = part.match(/[A-Za-z’']{2,}/g) ?? [];
  return words.length >= 2 || words.some((word) => word.length >= 7);
}

export function englishTexts(extra: EnglishText[] = []): EnglishText[] {
  const files = ['app', 'renderers', 'i18n'].flatMap((folder) => catalogFiles(join(projectRoot, folder)));
  const spanish = files
    .filter((file) => file.endsWith('.es.json'))
    .flatMap((file) => Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  const spanishText = spanish.join('\n');
  const found = new Map<string, EnglishText>();
  for (const file of files.filter((name) => name.endsWith('.en.json'))) {
    for (const [key, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      for (const text of literalParts(message)) {
        if (!telling(text) || spanishText.includes(text) || found.has(text)) continue;
        found.set(text, { text, source: `${relative(projectRoot, file)}#${key}` });
      }
    }
  }
  for (const item of extra) if (telling(item.text) && !spanishText.includes(item.text) && !found.has(item.text)) found.set(item.text, item);
  return [...found.values()];
}

/** Names of programs that are English in Spanish too (the program's official name, as lenders print it). */
const PROPER_NAMES = ['HECM for Purchase'];

/** The English texts found in a page's Spanish text, each with where it comes from. */
export function englishIn(pageText: string, texts: EnglishText[]): string[] {
  // A Spanish legal text may follow an official term with its English name in parentheses ("Divulgación
  // de Cierre (Closing Disclosure)"): a gloss, not an untranslated text.
  let normalised = pageText.replace(/\s+/g, ' ').replace(/\([^()]*\)/g, ' ');
  for (const name of PROPER_NAMES) normalised = normalised.replaceAll(name, ' ');
  return texts
    .filter(({ text }) => new RegExp(`(^|[^A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(normalised))
    .map(({ text, source }) => `"${text}" (${source})`);
}
