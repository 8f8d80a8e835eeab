import { checkRefusal, OverBudget } from './staff-work-budget';
import type { StaffWork } from './staff-work-pool';

/** Whether a draft flow may be walked through its preview link, and if not, why. */
export type PreviewVerdict = { kind: 'ok' } | { kind: 'invalid'; problems: string[] } | { kind: 'too-heavy'; message: string };

/** Distinct draft versions whose verdicts each process remembers. */
const MAX_VERDICTS = 500;
/**
 * A draft refused for its size is not checked again for this long: anyone holding its link could otherwise
 * keep the worker busy for a whole budget per request. Later it is tried again, in case the machine was
 * only busy then.
 */
const TOO_HEAVY_KEPT_MS = 10 * 60_000;

interface Remembered {
  verdict: Promise<PreviewVerdict>;
  until: number;
}

/**
 * The verdicts on draft flows opened through preview links, kept per content hash: an anonymous request
 * for a draft already judged does no work at all, and requests arriving together for one not yet judged
 * share one check in the worker. A refusal for a full queue is not kept.
 */
export function createPreviewVerdicts(work: StaffWork, now: () => number = Date.now) {
  const remembered = new Map<string, Remembered>();

  const judge = async (definition: unknown): Promise<PreviewVerdict> => {
    try {
      const problems = await work.run('flowProblems', { definition });
      return problems.length > 0 ? { kind: 'invalid', problems } : { kind: 'ok' };
    } catch (error) {
      if (error instanceof OverBudget) return { kind: 'too-heavy', message: checkRefusal(error) };
      throw error;
    }
  };

  return {
    /** The verdict on the draft content `definition`, whose hash is `hash`. */
    of(hash: string, definition: unknown): Promise<PreviewVerdict> {
      const known = remembered.get(hash);
      if (known && known.until > now()) {
        // Most recently used last: the oldest is forgotten first.
        remembered.delete(hash);
        remembered.set(hash, known);
        return known.verdict;
      }
      const entry: Remembered = { verdict: judge(definition), until: Number.POSITIVE_INFINITY };
      remembered.delete(hash);
      remembered.set(hash, entry);
      if (remembered.size > MAX_VERDICTS) remembered.delete(remembered.keys().next().value!);
      entry.verdict.then(
        (verdict) => {
          if (verdict.kind === 'too-heavy') entry.until = now() + TOO_HEAVY_KEPT_MS;
        },
        () => {
          if (remembered.get(hash) === entry) remembered.delete(hash);
        },
      );
      return entry.verdict;
    },
  };
}

export type PreviewVerdicts = ReturnType<typeof createPreviewVerdicts>;
