import { describe, expect, it } from 'vitest';
import { DomainError } from '../../api/services/domain-error';
import { createPreviewVerdicts } from '../../api/services/studio/staff-work/preview-verdicts';
import { DEFAULT_STAFF_WORK_BUDGET, OverBudget } from '../../api/services/studio/staff-work/staff-work-budget';
import type { StaffWork } from '../../api/services/studio/staff-work/staff-work-pool';

/** A worker that answers each flow with what `answer` says, counting the flows it was given. */
function countingWork(answer: (definition: unknown) => Promise<string[]>) {
  const asked: unknown[] = [];
  const work = {
    run: (_task: string, input: { definition: unknown }) => {
      asked.push(input.definition);
      return answer(input.definition);
    },
    threadId: 1,
    close: async () => undefined,
  } as unknown as StaffWork;
  return { work, asked };
}

describe('preview verdicts, kept per draft version', () => {
  it('checks each version once, however many requests ask, together or later', async () => {
    const { work, asked } = countingWork(async (definition) => (definition === 'broken' ? ['/questions is required'] : []));
    const verdicts = createPreviewVerdicts(work);
    const together = await Promise.all([verdicts.of('sha256-a', 'fine'), verdicts.of('sha256-a', 'fine'), verdicts.of('sha256-b', 'broken')]);
    expect(together).toEqual([{ kind: 'ok' }, { kind: 'ok' }, { kind: 'invalid', problems: ['/questions is required'] }]);
    expect(await verdicts.of('sha256-a', 'fine')).toEqual({ kind: 'ok' });
    expect(await verdicts.of('sha256-b', 'broken')).toEqual({ kind: 'invalid', problems: ['/questions is required'] });
    expect(asked).toEqual(['fine', 'broken']);
  });

  it('keeps a draft refused for its size for ten minutes, then checks it again', async () => {
    let clock = 0;
    const { work, asked } = countingWork(async () => {
      throw new OverBudget('time', DEFAULT_STAFF_WORK_BUDGET);
    });
    const verdicts = createPreviewVerdicts(work, () => clock);
    const refused = await verdicts.of('sha256-heavy', 'heavy');
    expect(refused).toEqual({ kind: 'too-heavy', message: expect.stringMatching(/^This draft took too long to check \(over 10 seconds\), so it cannot be previewed or published\./) });
    clock = 9 * 60_000;
    expect(await verdicts.of('sha256-heavy', 'heavy')).toEqual(refused);
    expect(asked).toHaveLength(1);
    clock = 11 * 60_000;
    await verdicts.of('sha256-heavy', 'heavy');
    expect(asked).toHaveLength(2);
  });

  it('does not keep a refusal for a full queue: the next request checks again', async () => {
    let full = true;
    const { work, asked } = countingWork(async () => {
      if (full) throw new DomainError('unavailable', 'studio_busy', 'busy', undefined, 5);
      return [];
    });
    const verdicts = createPreviewVerdicts(work);
    await expect(verdicts.of('sha256-a', 'fine')).rejects.toMatchObject({ code: 'studio_busy' });
    full = false;
    expect(await verdicts.of('sha256-a', 'fine')).toEqual({ kind: 'ok' });
    expect(asked).toHaveLength(2);
  });

  it('forgets the least recently asked version past 500', async () => {
    const { work, asked } = countingWork(async () => []);
    const verdicts = createPreviewVerdicts(work);
    for (let version = 0; version <= 500; version++) await verdicts.of(`sha256-${version}`, version);
    await verdicts.of('sha256-500', 500);
    expect(asked).toHaveLength(501);
    await verdicts.of('sha256-0', 0);
    expect(asked).toHaveLength(502);
  });
});
