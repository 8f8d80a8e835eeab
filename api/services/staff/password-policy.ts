import { company } from '../../../app/domain/company';
import { estimateStrength } from './password-strength';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn's score from 0 to 4: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;
/** A password half or more made of the person's name, e-mail or the company's name is refused whatever its score. */
const MAX_OWN_WORDS_SHARE = 0.5;

/** Who the password is for: their own details are the first things an attacker tries. */
export interface PasswordOwner {
  email?: string;
  name?: string;
  /** The password being replaced, which the new one must not repeat. */
  currentPassword?: string;
}

/** Why zxcvbn found a password easy to guess, by its warning key, in words that follow "(...)". */
const REASONS: Record<string, string> = {
  straightRow: 'it follows keys that sit together on the keyboard',
  keyPattern: 'it follows keys that sit together on the keyboard',
  simpleRepeat: 'it repeats characters or a pattern',
  extendedRepeat: 'it repeats characters or a pattern',
  sequences: 'it has a run such as "abc" or "1234"',
  recentYears: 'it has a date or a recent year',
  dates: 'it has a date or a recent year',
  topTen: 'it is, or looks like, a commonly used password',
  topHundred: 'it is, or looks like, a commonly used password',
  common: 'it is, or looks like, a commonly used password',
  similarToCommon: 'it is, or looks like, a commonly used password',
  pwned: 'it is, or looks like, a commonly used password',
  wordByItself: 'it is mostly one common word',
  namesByThemselves: 'it is mostly common names',
  commonNames: 'it is mostly common names',
  userInputs: 'it contains your name, your e-mail address or the company\u2019s name',
};

const words = (text: string, separators: string) => {
  const found: string[] = [];
  let word = '';
  for (const character of text.toLowerCase()) {
    if (separators.includes(character)) {
      if (word) found.push(word);
      word = '';
    } else word += character;
  }
  if (word) found.push(word);
  return found;
};

/** What zxcvbn treats as easy to guess for this person: their e-mail and name, whole and in parts, and the company's name. */
export function guessableWords(owner: PasswordOwner): string[] {
  const email = owner.email?.toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const nameWords = words(owner.name ?? '', ' \t-.\'');
  const localWords = words(local, '._+-');
  const companyWords = words(company.name, ' ');
  const companyDomain = company.email.split('@')[1] ?? '';
  const all = [email, local, ...localWords, localWords.join(''), domain, ...words(domain, '.'), nameWords.join(' '), ...nameWords, nameWords.join(''), companyWords.join(' '), ...companyWords, companyWords.join(''), ...words(companyDomain, '.'), 'studio'];
  return [...new Set(all.filter((word) => word.length >= 3))];
}

/**
 * Why a password may not be set, as a field message ("Password …"), or null when it may. Never blank or
 * only spaces; at least 12 characters besides spaces at either end; and hard to guess: zxcvbn scores it 3
 * or more, knowing the person's name and e-mail and the company's name, and those make up less than half
 * of it.
 */
export async function passwordProblem(password: unknown, owner: PasswordOwner = {}): Promise<string | null> {
  if (typeof password !== 'string' || password === '') return 'is required';
  const meaningful = password.trim();
  if (meaningful === '') return 'cannot be blank or only spaces';
  if ([...meaningful].length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters, not counting spaces at either end`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (owner.currentPassword !== undefined && password === owner.currentPassword) return 'must be different from the current password';
  const strength = await estimateStrength(password, guessableWords(owner));
  // zxcvbn prices a name as one guess among thousands; someone aiming at this account tries it first.
  const mostlyOwnWords = strength.userInputShare >= MAX_OWN_WORDS_SHARE;
  if (strength.score >= PASSWORD_MIN_SCORE && !mostlyOwnWords) return null;
  const warning = mostlyOwnWords ? 'userInputs' : strength.warning;
  const reason = warning ? REASONS[warning] : undefined;
  const advice = warning === 'userInputs' ? 'leave those out and try a phrase of three or four unrelated words' : 'try a phrase of three or four unrelated words';
  return `is too easy to guess${reason ? ` (${reason})` : ''}: ${advice}`;
}
