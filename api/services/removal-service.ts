import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';
import { insertRemovalRequest } from '../db/repositories/removal-repository';
import { enqueueInboxEmail } from '../delivery/enqueue-inbox-email';
import { composeRemovalEmail } from '../delivery/staff-messages';
import type { FormRegistry } from '../forms/form-registry';
import { validationFailed } from '../forms/validation-failed';
import { badRequest } from '../http/api-error';
import { runIdempotent, type WriteAnswer } from './idempotency';

export const REMOVAL_FORM = 'information-removal';

/**
 * Stores an information-removal request (site.md §3) once its fields pass the form's rules, the
 * confirmation included (the server requires it too), with its e-mail to the privacy inbox in the same
 * transaction. `npm run privacy:erase` carries it out.
 */
export function createRemovalService(deps: { db: Executor; forms: FormRegistry; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async request(body: unknown, idempotencyKey: string | undefined): Promise<WriteAnswer<{ success: true; id: string }>> {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request must be a JSON object.');
      const check = await deps.forms.check(REMOVAL_FORM, body as Record<string, unknown>);
      if (Object.keys(check.errors).length > 0) throw validationFailed(check.form.definition, check.errors);
      const data = check.data as { name: string; email: string; phoneNumber: string };
      return runIdempotent(deps.db, { key: idempotencyKey, route: 'requestRemoval', request: body }, async (tx) => {
        const id = randomUUID();
        const request = { id, createdAt: now(), name: data.name, email: data.email.toLowerCase(), phone: data.phoneNumber };
        await insertRemovalRequest(tx, { ...request, status: 'open' });
        await enqueueInboxEmail(tx, 'removal', { type: 'removal', id, at: request.createdAt }, (inbox) => composeRemovalEmail(request, inbox));
        return { status: 201, body: { success: true, id } };
      });
    },
  };
}

export type RemovalService = ReturnType<typeof createRemovalService>;
