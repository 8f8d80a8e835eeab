import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { removalRequests } from '../../api/db/schema';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { codeSentTo, freshPhone, useFormsApp } from './forms-support';
import { confirmByCode, confirmByLink, confirmRemoval, linkSentFor, postRemoval, removalEmails, removalRequester } from './removal-support';

describe.each(databaseKinds())('POST /api/confirmRemoval on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);


  const newRequest = async () => {
    const phone = freshPhone();
    const response = await postRemoval(forms.app, { ...removalRequester, phoneNumber: phone }).expect(201);
    return { id: response.body.id as string, phone };
  };
  const rowOf = async (id: string) => (await database.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0]!;
  const linkOf = async (id: string) => {
    const link = await linkSentFor(database.db, id, 'jo.smith@example.com');
    return { request: link.searchParams.get('request')!, token: link.searchParams.get('token')! };
  };

  it('the e-mailed link confirms the e-mail once: the request opens, the privacy inbox hears which identifier; a second use is 410', async () => {
    const { id } = await newRequest();
    await confirmByLink(forms.app, database.db, id, removalRequester.email);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'open', emailConfirmedAt: expect.any(Date), phoneConfirmedAt: null, emailTokenHash: null });
    const notice = (await removalEmails(database.db, id)).at(-1)!;
    expect(notice.to).toBe('privacy@harborpointmortgage.com');
    expect(notice.subject).toBe(`Information removal request (e-mail confirmed): ${id}`);
    expect(notice.text).toMatch(/E-mail: confirmed\nPhone: not confirmed/);

    const again = await confirmRemoval(forms.app, await linkOfUsed(id)).expect(410);
    expect(again.body.error).toMatchObject({ code: 'link_expired', message: 'This confirmation link has expired or was already used.' });
    expect((await rowOf(id)).emailConfirmedAt).toEqual(row.emailConfirmedAt);
  });

  /** The link the requester received, read again after it was used. */
  const linkOfUsed = (id: string) => linkOf(id);

  it('a wrong or foreign token is 410 and confirms nothing; an unknown request is 404', async () => {
    const first = await newRequest();
    const second = await newRequest();
    const secondLink = await linkOf(second.id);
    await confirmRemoval(forms.app, { request: first.id, token: secondLink.token }).expect(410);
    await confirmRemoval(forms.app, { request: first.id, token: 'A'.repeat(43) }).expect(410);
    await confirmRemoval(forms.app, { request: first.id, token: 'short' }).expect(410);
    expect((await rowOf(first.id)).status).toBe('unconfirmed');
    const unknown = await confirmRemoval(forms.app, { request: '00000000-0000-4000-8000-000000000000', token: secondLink.token }).expect(404);
    expect(unknown.body.error).toEqual({ code: 'removal_request_not_found', message: 'We could not find this removal request.', fields: { request: 'We could not find this removal request.' } });
  });

  it('the texted code confirms the phone; then the link confirms the e-mail too, and the request stays open', async () => {
    const { id, phone } = await newRequest();
    await confirmByCode(forms.app, database.db, id, phone);
    expect(await rowOf(id)).toMatchObject({ status: 'open', phoneConfirmedAt: expect.any(Date), emailConfirmedAt: null, phoneCodeHash: null });
    expect((await removalEmails(database.db, id)).at(-1)!.subject).toBe(`Information removal request (phone confirmed): ${id}`);
    await confirmRemoval(forms.app, { request: id, code: await codeSentTo(database.db, phone) }).expect(410);
    await confirmByLink(forms.app, database.db, id, removalRequester.email);
    expect(await rowOf(id)).toMatchObject({ status: 'open', phoneConfirmedAt: expect.any(Date), emailConfirmedAt: expect.any(Date) });
    expect((await removalEmails(database.db, id)).at(-1)!.text).toMatch(/E-mail: confirmed\nPhone: confirmed/);
  });

  it('five wrong codes lock the code (429, even for the right one); the link still works', async () => {
    const { id, phone } = await newRequest();
    const right = await codeSentTo(database.db, phone);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await confirmRemoval(forms.app, { request: id, code: wrong }).expect(422);
      expect(answer.body.error).toMatchObject({ code: 'code_incorrect', fields: { code: expect.any(String) } });
    }
    expect((await rowOf(id)).phoneCodeAttempts).toBe(5);
    const locked = await confirmRemoval(forms.app, { request: id, code: right }).expect(429);
    expect(locked.body.error).toMatchObject({ code: 'too_many_attempts', fields: { code: expect.any(String) } });
    expect(await rowOf(id)).toMatchObject({ status: 'unconfirmed', phoneConfirmedAt: null });
    await confirmByLink(forms.app, database.db, id, removalRequester.email);
  });

  it('past its seven days, neither the link nor the code confirms (410)', async () => {
    const { id, phone } = await newRequest();
    await database.db.update(removalRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(removalRequests.id, id));
    await confirmRemoval(forms.app, await linkOf(id)).expect(410);
    const code = await confirmRemoval(forms.app, { request: id, code: await codeSentTo(database.db, phone) }).expect(410);
    expect(code.body.error.code).toBe('code_expired');
    expect((await rowOf(id)).status).toBe('unconfirmed');
  });

  it('refuses malformed bodies naming the field, and oversized ones', async () => {
    const { id } = await newRequest();
    expect((await confirmRemoval(forms.app, { token: 'x' }).expect(400)).body.error.fields).toHaveProperty('request');
    expect((await confirmRemoval(forms.app, { request: id, code: '12345' }).expect(400)).body.error.fields).toHaveProperty('code');
    expect((await confirmRemoval(forms.app, { request: id }).expect(400)).body.error.fields).toHaveProperty('code');
    expect((await confirmRemoval(forms.app, { request: id, code: '123456', token: 'A'.repeat(43) }).expect(400)).body.error.fields).toHaveProperty('token');
    await confirmRemoval(forms.app, { request: id, token: 'A'.repeat(2000) }).expect(413);
    await confirmRemoval(forms.app, { request: id, code: { nested: { deeper: '1' } } }).expect(400);
  });
});
