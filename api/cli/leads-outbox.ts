/**
 * `npm run leads:outbox`: the deliveries still pending and the dead ones (with their last error);
 * `npm run leads:outbox -- --retry ID` puts a dead (or pending) item back in the queue now.
 */
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config';
import { countByStatus, listByStatus, requeue } from '../db/repositories/outbox-repository';
import { openConfiguredDatabase } from '../server/start-server';
import { createLogger } from '../server/logger';

const { values } = parseArgs({ options: { retry: { type: 'string' } } });
const database = await openConfiguredDatabase(readServerConfig(), createLogger('warn'));
try {
  if (values.retry) {
    const done = await requeue(database.db, values.retry, new Date());
    console.log(done ? `${values.retry} is queued again; the server delivers it within seconds.` : `No pending or dead item has the id ${values.retry}.`);
    process.exitCode = done ? 0 : 1;
  } else {
    const counts = await countByStatus(database.db);
    console.log(`delivered ${counts.delivered ?? 0}, pending ${counts.pending ?? 0}, dead ${counts.dead ?? 0}`);
    for (const item of await listByStatus(database.db, ['pending', 'dead'])) {
      console.log(
        [item.status.padEnd(7), item.id, item.channel.padEnd(7), `${item.subjectType} ${item.subjectId}`, `attempts ${item.attempts}`,
          item.status === 'pending' ? `next ${item.nextAttemptAt.toISOString()}` : '', item.lastError ? `last error: ${item.lastError}` : '']
          .filter(Boolean)
          .join('  '),
      );
    }
  }
} finally {
  await database.close();
}
