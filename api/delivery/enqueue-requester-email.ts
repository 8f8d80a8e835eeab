import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';
import { enqueue } from '../db/repositories/outbox-repository';
import type { QueuedEmail } from './email-transport';

/**
 * Queues an e-mail to the person who made a request (its `to` is their own address), in the caller's
 * transaction and through the same outbox as the staff e-mails, filed under the request so that erasing
 * or expiring the request removes it too.
 */
export async function enqueueRequesterEmail(tx: Executor, subject: { type: 'removal'; id: string; at: Date }, message: QueuedEmail): Promise<void> {
  await enqueue(tx, [{ id: randomUUID(), channel: 'email', subjectType: subject.type, subjectId: subject.id, payload: message }], subject.at);
}
