import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../api/config/project-root';
import { listByStatus, type OutboxItem } from '../../../api/db/repositories/outbox-repository';
import { readDeliverySettings } from '../../../api/delivery/delivery-settings';
import { createEmlFileTransport } from '../../../api/delivery/email-transport';
import type { QueuedEmail } from '../../../api/delivery/email-transport';
import { createOutboxDeliverer } from '../../../api/delivery/outbox-deliverer';
import { createLogger } from '../../../api/server/logger';
import { createUploadStorage } from '../../../api/services/upload-storage';
import { databaseKinds, useTestDatabase } from '../../support/test-database';
import { humanCheckToken, useFormsApp } from '../forms-support';

const pdf = readFileSync(join(projectRoot, 'tests/fixtures/uploads/resume.pdf'));

describe.each(databaseKinds())('applications and removal requests reach their inboxes on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);
  let mailFolder: string;
  beforeAll(async () => {
    mailFolder = mkdtempSync(join(tmpdir(), 'staff-mail-'));
  });
  afterAll(async () => {
    rmSync(mailFolder, { recursive: true, force: true });
  });

  const queuedFor = async (subjectId: string): Promise<OutboxItem[]> =>
    (await listByStatus(database.db, ['pending'])).filter((item) => item.subjectId === subjectId);

  /** Delivers one item as the server's worker would, to .eml files, and parses what was written. */
  const deliverAndRead = async (item: OutboxItem) => {
    const logger = createLogger('silent', { write: () => undefined });
    const deliver = createOutboxDeliverer(createEmlFileTransport(mailFolder, 'robot@harborpointmortgage.com', logger), readDeliverySettings({}), createUploadStorage(forms.resumesDir).path);
    await deliver(item);
    const file = readdirSync(mailFolder).find((name) => name.includes(item.id));
    return simpleParser(readFileSync(join(mailFolder, file!)));
  };

  it('a hiring application is queued with its row for the careers inbox, labelled, with the resume attached', async () => {
    const response = await request(forms.app.callback())
      .post('/api/apply')
      .field({ firstName: 'Nia', lastName: 'Applicant', position: 'Loan Officer', email: 'Nia@Example.com', phone: '2485550177', nmls: '765432', turnstileToken: await humanCheckToken(forms.app) })
      .attach('resume', pdf, 'Nia Resume.pdf')
      .expect(201);
    const [item, ...others] = await queuedFor(response.body.id);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ channel: 'email', subjectType: 'application' });
    const queued = item!.payload as QueuedEmail;
    expect(queued.to).toBe('careers@harborpointmortgage.com');
    expect(queued.attachments).toEqual([{ filename: 'Nia Resume.pdf', contentType: 'application/pdf', contentDisposition: 'attachment', upload: forms.storedResumes()[0] }]);

    const parsed = await deliverAndRead(item!);
    expect(parsed.subject).toBe(`New application ${response.body.id}`);
    expect(parsed.replyTo?.text).toBe('nia@example.com');
    expect(parsed.text).toContain('Phone: (248) 555-0177');
    expect(parsed.text).toMatch(/^- NMLS.*: «765432»$/m);
    expect(parsed.text).not.toMatch(/^- (firstName|phone|nmls):/m);
    expect(parsed.html).toContain('tel:+12485550177');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'Nia Resume.pdf', contentType: 'application/pdf' });
    expect(parsed.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  /** Sends Rae's removal request from this e-mail address: its id, and the removal e-mail it queued for `to`, delivered and read. */
  async function removalMailTo(to: string, email: string) {
    const response = await request(forms.app.callback())
      .post('/api/requestRemoval')
      .send({ name: 'Rae Remove', email, phoneNumber: '2485550178', confirmation: true, turnstileToken: await humanCheckToken(forms.app) })
      .expect(201);
    const item = (await queuedFor(response.body.id)).find((queued) => (queued.payload as QueuedEmail).to === to);
    expect(item).toMatchObject({ channel: 'email', subjectType: 'removal' });
    return { id: response.body.id as string, parsed: await deliverAndRead(item!) };
  }

  it('a removal request is queued for the privacy inbox with what to do and by when', async () => {
    const { id, parsed } = await removalMailTo('privacy@harborpointmortgage.com', 'rae@example.com');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('privacy@harborpointmortgage.com');
    expect(parsed.subject).toBe(`Information removal request (unconfirmed): ${id}`);
    expect(parsed.text).toContain('npm run privacy:erase');
    expect(parsed.text).toMatch(/answer by \w+ \d{1,2}, \d{4} \(45 days\)/);
  });

  it('a removal request e-mails its confirmation link to the requester through the same outbox', async () => {
    const { id, parsed } = await removalMailTo('rae@example.com', 'Rae@Example.com');
    expect(parsed.subject).toBe('Confirm your information removal request');
    expect(parsed.text).toMatch(new RegExp(`/information-removal/confirm\\?request=${id}&token=[A-Za-z0-9_-]{43}`));
    expect(parsed.text).not.toContain('Rae Remove');
  });

  it('a refused application or request queues nothing', async () => {
    const before = (await listByStatus(database.db, ['pending'])).length;
    await request(forms.app.callback()).post('/api/requestRemoval').send({ name: 'Rae', email: 'not-an-email', phoneNumber: '2485550178', confirmation: true }).expect(422);
    await request(forms.app.callback()).post('/api/apply').field({ firstName: 'Nia' }).attach('resume', pdf, 'resume.pdf').expect(422);
    expect(await listByStatus(database.db, ['pending'])).toHaveLength(before);
  });
});
