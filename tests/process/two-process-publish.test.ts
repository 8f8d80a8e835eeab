import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { openPostgres } from '../../api/db/database';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { useServersOnScratchPostgres } from '../support/scratch-servers';

const PASSWORD = 'correct horse battery staple';

/** A publish in the studio of one process is served by every other process sharing the database, within 5 s. */
describe.skipIf(!process.env.DATABASE_URL)('a publication seen by two server processes on one PostgreSQL', () => {
  const scratch = useServersOnScratchPostgres('site_two_publish');

  it('serves the new version on the other process within 5 s, without a restart', async () => {
    const [studioHost, otherHost] = (await scratch.start(2)).map((server) => server.baseUrl) as [string, string];
    const before = await fetch(`${otherHost}/api/questions?entryPath=refinance`);
    expect(before.status).toBe(200);

    const database = await openPostgres(scratch.url);
    try {
      await createStaffAccounts({ db: database.db }).add({ email: 'publisher@harborpoint.test', name: 'Pat Publisher', role: 'publisher', password: PASSWORD }, 'test');
    } finally {
      await database.close();
    }
    const signIn = await fetch(`${studioHost}/api/studio/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'publisher@harborpoint.test', password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };
    const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
    const detail = (await (await fetch(`${studioHost}/api/studio/definitions/refinance`, { headers })).json()) as { published: { hash: string } };

    const flow = JSON.parse(readFileSync(join(projectRoot, 'definitions/flows/refinance.json'), 'utf8'));
    flow.questions[0].title = 'Published from the other process';
    const draft = await fetch(`${studioHost}/api/studio/definitions/refinance/drafts`, { method: 'POST', headers, body: JSON.stringify({ definition: flow, baseHash: detail.published.hash }) });
    expect(draft.status).toBe(201);
    const { draftId } = (await draft.json()) as { draftId: string };
    const published = await fetch(`${studioHost}/api/studio/drafts/${draftId}/publish`, { method: 'POST', headers, body: '{}' });
    expect(published.status).toBe(200);
    const { hash } = (await published.json()) as { hash: string };

    const start = Date.now();
    let served = '';
    while (Date.now() - start < 5_000) {
      const response = await fetch(`${otherHost}/api/questions?entryPath=refinance`);
      served = response.headers.get('x-definition-version') ?? '';
      if (served === hash) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served).toBe(hash);
    expect(Date.now() - start).toBeLessThan(5_000);
    const questions = (await (await fetch(`${otherHost}/api/questions?entryPath=refinance`)).json()) as Array<{ title: string }>;
    expect(questions[0]!.title).toBe('Published from the other process');
  });
});
