import { describe, expect, it } from 'vitest';
import { useServersOnScratchPostgres } from '../support/scratch-servers';
import { pollUntil, publishFlowChange } from '../support/studio-publish';

/** A publish in the studio of one process is served by every other process sharing the database, within 5 s. */
describe.skipIf(!process.env.DATABASE_URL)('a publication seen by two server processes on one PostgreSQL', () => {
  const scratch = useServersOnScratchPostgres('site_two_publish');

  it('serves the new version on the other process within 5 s, without a restart', async () => {
    const [studioHost, otherHost] = (await scratch.start(2)).map((server) => server.baseUrl) as [string, string];
    const before = await fetch(`${otherHost}/api/questions?entryPath=refinance`);
    expect(before.status).toBe(200);

    const hash = await publishFlowChange(studioHost, scratch.url, 'refinance', (flow) => {
      flow.questions[0]!.title = 'Published from the other process';
    });

    const served = await pollUntil(async () => (await fetch(`${otherHost}/api/questions?entryPath=refinance`)).headers.get('x-definition-version') ?? '', (version) => version === hash);
    expect(served.value).toBe(hash);
    expect(served.ms).toBeLessThan(5_000);
    const questions = (await (await fetch(`${otherHost}/api/questions?entryPath=refinance`)).json()) as Array<{ title: string }>;
    expect(questions[0]!.title).toBe('Published from the other process');
  });
});
