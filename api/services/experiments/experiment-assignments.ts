import { createHmac, randomUUID } from 'node:crypto';
import { assignVariant, type ServedAssignment } from '../../../engine';
import { insertAssignment } from '../../db/repositories/experiment-assignment-repository';
import { getOrCreateSecret } from '../../db/repositories/secret-repository';
import { ENTRY_PATHS, isEntryPath } from '../../definitions/flow-definitions';
import { DomainError, malformed } from '../domain-error';
import type { RateLimiter } from '../rate-limiter';
import { clockOf, type WriteDeps } from '../service-deps';
import { ASSIGNMENT_SECRET, signAssignment } from './assignment-token';
import type { LiveExperiments } from './live-experiments';

const HOUR_MS = 3_600_000;

/**
 * The server's side of a visit joining an experiment: it draws the visit's variant by weight (from a
 * random id it makes), records the assignment (the experiment, the variant, the id and the time; nothing
 * about the visitor) and answers it signed, so that only visits it assigned count in the outcome.
 * Assignments are limited per address (an IPv6 client by its /64) and per hour, so they cannot be minted
 * in bulk; the limit's key is a keyed hash of the address, as for the analytics events. A visitor with
 * Global Privacy Control is drawn a variant and nothing is recorded or signed: its visit is never followed.
 */
export function createExperimentAssignments(deps: WriteDeps & { live: LiveExperiments; limiter: RateLimiter; perHour: number }) {
  const now = clockOf(deps);
  const limitKey = async (address: string) => `assignments:${createHmac('sha256', await getOrCreateSecret(deps.db, 'analytics-limit')).update(address).digest('base64url').slice(0, 22)}`;

  return {
    async assign(flowId: unknown, options: { anonymous: boolean; address: string }): Promise<ServedAssignment> {
      if (!isEntryPath(flowId)) throw malformed(`entryPath must be one of ${ENTRY_PATHS.join(', ')}.`, { entryPath: `must be one of ${ENTRY_PATHS.join(', ')}` });
      await deps.limiter.enforce(await limitKey(options.address), { limit: deps.perHour, windowMs: HOUR_MS }, 'Too many visits from this address. Please try again later.');
      const offer = await deps.live.offer(flowId);
      if (!offer) throw new DomainError('not_found', 'no_experiment', 'This questionnaire runs no experiment now.');
      const assignmentId = randomUUID();
      const variant = assignVariant(offer.id, assignmentId, offer.variants)!;
      const version = offer.variants.find((candidate) => candidate.key === variant)!.version;
      if (options.anonymous) return { id: offer.id, variant, version };
      await insertAssignment(deps.db, { id: assignmentId, experimentId: offer.id, variant, assignedAt: now() });
      const token = signAssignment(await getOrCreateSecret(deps.db, ASSIGNMENT_SECRET), { experimentId: offer.id, variant, assignmentId });
      return { id: offer.id, variant, version, token };
    },
  };
}

export type ExperimentAssignments = ReturnType<typeof createExperimentAssignments>;
