import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { openPostgres } from '../../api/db/database';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';

const PASSWORD = 'correct horse battery staple';

/**
 * Publishes a change to a shipped flow through one server's studio, as a publisher would: an account is
 * made on the database, then a signed-in draft of the flow as `change` leaves it goes through the publish
 * gate. Answers the published version's hash.
 */
export async function publishFlowChange(host: string, databaseUrl: string, flowId: string, change: (flow: { questions: Array<{ title: string }> }) => void): Promise<string> {
  const database = await openPostgres(databaseUrl);
  try {
    await createStaffAccounts({ db: database.db }).add({ email: 'publisher@harborpoint.test', name: 'Pat Publisher', role: 'publisher', password: PASSWORD }, 'test');
  } finally {
    await database.close();
  }
  const signIn = await fetch(`${host}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'publisher@harborpoint.test', password: PASSWORD }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  const detail = (await (await fetch(`${host}/api/studio/definitions/${flowId}`, { headers })).json()) as { published: { hash: string } };

  const flow = JSON.parse(readFileSync(join(projectRoot, `definitions/flows/${flowId}.json`), 'utf8'));
  change(flow);
  const draft = await fetch(`${host}/api/studio/definitions/${flowId}/drafts`, { method: 'POST', headers, body: JSON.stringify({ definition: flow, baseHash: detail.published.hash }) });
  expect(draft.status).toBe(201);
  const { draftId } = (await draft.json()) as { draftId: string };
  const published = await fetch(`${host}/api/studio/drafts/${draftId}/publish`, { method: 'POST', headers, body: '{}' });
  expect(published.status).toBe(200);
  return ((await published.json()) as { hash: string }).hash;
}

/** Polls `read` every 100 ms until `done` holds of its answer or `withinMs` pass; answers the last answer and the time taken. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 5_000): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - start < withinMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return { value, ms: Date.now() - start };
}
