import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { purchaseFlow, signIn, sprawlingFlow } from '../support/studio-drafts';
import { staffEmail, useStudioServer } from '../support/studio-server';

/**
 * `npm start`'s server (the production build) checks drafts in the worker the build ships beside it:
 * an ordinary draft is checked there, and a draft past the time budget is stopped there while the server
 * keeps answering; a check run on the server's own thread could not be stopped at all.
 */
describe('the built server’s staff-work worker', () => {
  const studio = useStudioServer({ roles: ['editor'], prefix: 'staff-work-build', env: { STUDIO_WORK_TIMEOUT_MS: '1500' } });

  it('ships the worker in dist/server and runs drafts in it, within the budget', async () => {
    expect(existsSync(join(projectRoot, 'dist/server/staff-work-worker.js'))).toBe(true);
    // The resume inspection's worker ships beside it (the hiring e2e tests apply through the built server).
    expect(existsSync(join(projectRoot, 'dist/server/resume-inspection-worker.js'))).toBe(true);
    const { baseUrl } = studio.server;
    const editor = await signIn(baseUrl, staffEmail('editor'));

    const ordinary = await editor.draftOf(purchaseFlow());
    const check = await editor.call('POST', `/api/studio/drafts/${ordinary}/check`);
    expect(check.status).toBe(200);
    expect(check.body.ok).toBe(true);

    const heavy = await editor.draftOf(sprawlingFlow(1000, 8));
    const robots: number[] = [];
    const asking = setInterval(() => void fetch(`${baseUrl}/robots.txt`).then((response) => robots.push(response.status)), 100);
    const started = performance.now();
    const generated = await editor.call('POST', `/api/studio/drafts/${heavy}/fixtures/generate`);
    const tookMs = performance.now() - started;
    clearInterval(asking);
    expect(generated.status).toBe(422);
    expect(generated.body.error!.code).toBe('draft_too_heavy');
    expect(generated.body.error!.message).toMatch(/^Generating QA paths for this draft (took too long \(over 1.5 seconds\)|needed too much memory)/);
    // Generating this draft's paths takes minutes; the budget stopped it.
    expect(tookMs).toBeLessThan(10_000);
    expect(robots.length).toBeGreaterThan(3);
    expect(robots.every((status) => status === 200)).toBe(true);
    // The server's log says so (written a moment after the answer).
    await expect.poll(() => studio.server.output()).toMatch(/studio: a task ran past its (time|memory) budget; its worker was replaced/);

    // The replacement worker checks the next draft.
    const again = await editor.call('POST', `/api/studio/drafts/${ordinary}/check`);
    expect(again.status).toBe(200);
    expect(again.body.ok).toBe(true);

    // A preview link's page, rendered on the server, is checked there too.
    const link = await editor.call('POST', `/api/studio/drafts/${ordinary}/preview-link`);
    const page = await fetch(new URL(link.body.url as string, baseUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Draft preview: this version is not live');
  });
});
