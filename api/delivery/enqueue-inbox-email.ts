import { randomUUID } from 'node:crypto';
import type { Inbox } from '../../app/domain/content/content-types';
import type { Executor } from '../db/database';
import { enqueue } from '../db/repositories/outbox-repository';
import type { QueuedEmail } from './email-transport';
import { leadRouting } from './lead-deliveries';

/**
 * Queues a staff e-mail to one of the routing's inboxes (`hiring`, `removal`) in the caller's transaction,
 * so the application or request and its delivery commit together.
 */
export async function enqueueInboxEmail(
  tx: Executor,
  inbox: 'hiring' | 'removal',
  subject: { type: 'application' | 'removal'; id: string; at: Date },
  compose: (inbox: Inbox) => QueuedEmail,
): Promise<Inbox> {
  const address = (await leadRouting(tx)).inboxes[inbox];
  await enqueue(tx, [{ id: randomUUID(), channel: 'email', subjectType: subject.type, subjectId: subject.id, payload: compose(address) }], subject.at);
  return address;
}
