import { describe, expect, it } from 'vitest';
import { InvalidContentError, parseContentBundle } from '../../../api/services/content-loader';
import { sampleContent } from '../../support/content-fixtures';

/** The problems the content check names for a bundle, or [] when it accepts it. */
function problemsOf(bundle: unknown): string[] {
  try {
    parseContentBundle(bundle);
    return [];
  } catch (error) {
    if (error instanceof InvalidContentError) return error.problems;
    throw error;
  }
}

describe('the content check', () => {
  it('accepts the sample content, with its stats date and open positions', () => {
    const sample = sampleContent();
    expect(problemsOf(sample)).toEqual([]);
    expect(sample.statsAsOf).toBe('2026-11-01');
    expect(sample.positions.map((position) => position.title)).toEqual(['Loan Officer', 'Loan Processor', 'Marketing Coordinator']);
  });

  describe("the stats' date", () => {
    it('is required, and its absence is explained', () => {
      const { statsAsOf: _dropped, ...bundle } = sampleContent();
      expect(problemsOf(bundle)).toEqual([
        '/statsAsOf is missing: give the day the stats were true, as YYYY-MM-DD (the home page shows "As of" that day)',
      ]);
    });

    it.each(['11/01/2026', '2026-11-31', '2026-13-01', '2026-11-01T00:00:00Z', '', 'November 1, 2026'])('refuses %j as a date', (statsAsOf) => {
      expect(problemsOf({ ...sampleContent(), statsAsOf })).toEqual(['/statsAsOf must be a calendar date written YYYY-MM-DD']);
    });

    it('refuses a date that is not a string', () => {
      expect(problemsOf({ ...sampleContent(), statsAsOf: 20261101 })).toEqual(['/statsAsOf must be string']);
    });
  });

  describe('the open positions', () => {
    const position = { title: 'Loan Officer', location: 'Remote', employmentType: 'Full-time', description: 'Originate purchase loans.' };

    it('may be an empty list (none open), and the list is required', () => {
      expect(problemsOf({ ...sampleContent(), positions: [] })).toEqual([]);
      const { positions: _dropped, ...bundle } = sampleContent();
      expect(problemsOf(bundle)).toEqual([
        '/positions is missing: list the open positions shown on /opportunities, or give an empty list when none are open',
      ]);
    });

    it('accepts a position without nmlsRequired, and with it', () => {
      expect(problemsOf({ ...sampleContent(), positions: [position, { ...position, title: 'Senior Loan Officer', nmlsRequired: true }] })).toEqual([]);
    });

    it('names each missing or wrong field with its path', () => {
      const { description: _dropped, ...noDescription } = position;
      expect(problemsOf({ ...sampleContent(), positions: [noDescription] })).toEqual(["/positions/0 must have required property 'description'"]);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, employmentType: 'Seasonal' }] })).toEqual([
        '/positions/0/employmentType must be equal to one of the allowed values',
      ]);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, nmlsRequired: 'yes' }] })).toEqual(['/positions/0/nmlsRequired must be boolean']);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, salary: '$90,000' }] })).toEqual(['/positions/0 must NOT have additional properties']);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, location: '   ' }] })).toEqual(['/positions/0/location must match pattern "\\S"']);
    });

    it('keeps a title within the 80 characters the application’s position field takes', () => {
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, title: 'x'.repeat(80) }] })).toEqual([]);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, title: 'x'.repeat(81) }] })).toEqual([
        '/positions/0/title must NOT have more than 80 characters',
      ]);
    });

    it('refuses two positions with the same title, whatever the case', () => {
      expect(problemsOf({ ...sampleContent(), positions: [position, { ...position, location: 'Birmingham, MI' }, { ...position, title: ' loan officer ' }] })).toEqual([
        '/positions/1/title "Loan Officer" is the title of an earlier position too',
        '/positions/2/title " loan officer " is the title of an earlier position too',
      ]);
    });
  });
});
