import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runContentLoad, sampleContent, writeContentFile } from '../support/content-fixtures';
import { startServerProcess, type ServerProcess } from '../support/server-process';

function getStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the server process', () => {
  const folders: string[] = [];
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) await server.stop('SIGKILL');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const dataFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-data-'));
    folders.push(folder);
    return folder;
  };

  it('creates, migrates and fills a new data directory, and refuses a second process on it', async () => {
    const dataDir = dataFolder();
    const first = await startServerProcess({ dataDir });
    started.push(first);
    expect(first.output()).toContain('first start: sample content loaded');
    expect(await getStatus(`${first.baseUrl}/agents`)).toBe(200);

    const second = startServerProcess({ dataDir });
    await expect(second).rejects.toThrow(/exited with 1[\s\S]*already in use by another server process/);
    expect(await getStatus(`${first.baseUrl}/`)).toBe(200);
  });

  it('on SIGTERM finishes the requests in flight, closes the database and exits 0; a restart reuses the data', async () => {
    const dataDir = dataFolder();
    const server = await startServerProcess({ dataDir });
    const statuses = Array.from({ length: 40 }, () => getStatus(`${server.baseUrl}/disclosures`));
    await Promise.race(statuses);
    const exitCode = await server.stop('SIGTERM');
    const settled = await Promise.allSettled(statuses);
    expect(settled.map((result) => (result.status === "fulfilled" ? result.value : String(result.reason)))).toEqual(Array(40).fill(200));
    expect(exitCode).toBe(0);
    expect(server.output()).toContain('stopped');

    const restarted = await startServerProcess({ dataDir });
    started.push(restarted);
    expect(restarted.output()).not.toContain('first start');
    expect(await getStatus(`${restarted.baseUrl}/mortgage-types`)).toBe(200);
  });

  it('npm run content:load replaces the content; a bad file is refused and changes nothing', async () => {
    const dataDir = dataFolder();
    const bundle = sampleContent();
    bundle.brokers[0]!.firstName = 'Renamed';
    const loaded = runContentLoad(writeContentFile(bundle), dataDir);
    expect(loaded.status).toBe(0);
    expect(loaded.stdout).toMatch(/Loaded \d+ brokers/);

    const broken = sampleContent() as unknown as { brokers: { nmlsId: unknown }[] };
    broken.brokers[1]!.nmlsId = 42;
    const refused = runContentLoad(writeContentFile(broken), dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('/brokers/1/nmlsId');

    const server = await startServerProcess({ dataDir });
    started.push(server);
    const brokers = (await (await fetch(`${server.baseUrl}/api/brokers`)).json()) as { firstName: string }[];
    expect(brokers[0]!.firstName).toBe('Renamed');
    expect(server.output()).not.toContain('first start');
  });
});
