import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** What zxcvbn made of a password: its score (0 to 4) and the keys of what it found weak. */
export interface StrengthEstimate {
  score: number;
  /** A zxcvbn warning key ('similarToCommon', 'userInputs'...), or null. */
  warning: string | null;
  /** The share of its characters (0 to 1) that zxcvbn read as the given user inputs. */
  userInputShare: number;
}

/**
 * The estimator with its English and common dictionaries (several megabytes, about a second to load):
 * imported on the first password set, not at start-up, and only ever on the server.
 */
let loading: Promise<ZxcvbnFactory> | null = null;

async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
  // Each message is its own key, so the caller words the advice itself.
  const keysOf = <T extends Record<string, string>>(table: T) => Object.fromEntries(Object.keys(table).map((key) => [key, key])) as T;
  const translations = { warnings: keysOf(english.translations.warnings), suggestions: keysOf(english.translations.suggestions), timeEstimation: english.translations.timeEstimation };
  return new ZxcvbnFactory({ translations, graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...english.dictionary } });
}

/** zxcvbn's estimate, with `userInputs` (the person's name, e-mail, the company's name) treated as easy to guess. */
export async function estimateStrength(password: string, userInputs: readonly string[]): Promise<StrengthEstimate> {
  loading ??= loadEstimator().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const result = (await loading).check(password, [...userInputs]);
  let fromUserInputs = 0;
  for (const match of result.sequence) {
    if ('dictionaryName' in match && match.dictionaryName === 'userInputs') fromUserInputs += match.j - match.i + 1;
  }
  return { score: result.score, warning: result.feedback.warning || null, userInputShare: fromUserInputs / Math.max(1, [...password].length) };
}
