import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { guessableWords, passwordProblem } from '../../api/services/staff/password-policy';

const ana = { email: 'ana.ruiz@harborpointmortgage.com', name: 'Ana Ruiz' };

describe('passwordProblem', () => {
  it('refuses a missing, blank or space-only password, and one short of 12 characters once its outer spaces are set aside', async () => {
    expect(await passwordProblem(undefined)).toBe('is required');
    expect(await passwordProblem('')).toBe('is required');
    expect(await passwordProblem(' '.repeat(12))).toBe('cannot be blank or only spaces');
    expect(await passwordProblem('\t \u00a0'.repeat(10))).toBe('cannot be blank or only spaces');
    expect(await passwordProblem(`   ${'zq7#'.repeat(2)}k   `)).toBe('must be at least 12 characters, not counting spaces at either end');
    expect(await passwordProblem('x'.repeat(257))).toBe('must be at most 256 characters');
  });

  it('refuses common passwords and the person\u2019s or the company\u2019s names, saying why and what to do', async () => {
    expect(await passwordProblem('Password1234', ana)).toBe('is too easy to guess (it is, or looks like, a commonly used password): try a phrase of three or four unrelated words');
    for (const password of ['harborpoint2026', 'ana.ruiz.2026!', 'AnaRuiz-Harborpoint', 'Harborpoint Mortgage']) {
      expect(await passwordProblem(password, ana), password).toMatch(/^is too easy to guess \(it contains your name, your e-mail address or the company’s name\): leave those out/);
    }
    for (const password of ['anaruiz12345678', 'qwertyuiop[]', 'aaaaaaaaaaaaaaaa']) expect(await passwordProblem(password, ana), password).toMatch(/^is too easy to guess \(/);
  });

  it('accepts a phrase of unrelated words, and refuses it as its own replacement', async () => {
    expect(await passwordProblem('velvet cactus harmonica drizzle', ana)).toBeNull();
    expect(await passwordProblem('  velvet cactus harmonica drizzle  ', ana)).toBeNull();
    expect(await passwordProblem('velvet cactus harmonica drizzle', { ...ana, currentPassword: 'velvet cactus harmonica drizzle' })).toBe('must be different from the current password');
  });

  it('treats the e-mail and the name as easy to guess, whole and in parts', () => {
    expect(guessableWords(ana)).toEqual(expect.arrayContaining(['ana.ruiz@harborpointmortgage.com', 'ana.ruiz', 'ruiz', 'anaruiz', 'ana ruiz', 'harborpointmortgage', 'harborpoint', 'mortgage']));
  });
});

describe('the password estimator\u2019s dictionaries', () => {
  /** Every source file the browser can load: zxcvbn's several megabytes of words must reach none of them. */
  const browserSources = (folder: string): string[] =>
    readdirSync(join(projectRoot, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));

  it('stay on the server: nothing under app/, renderers/, engine/ or i18n/ imports them', () => {
    const importing = ['app', 'renderers', 'engine', 'i18n'].flatMap(browserSources).filter((file) => readFileSync(file, 'utf8').includes('@zxcvbn-ts/'));
    expect(importing).toEqual([]);
  });
});
