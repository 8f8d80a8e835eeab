/**
 * Staff sign-in that nobody can use to lock someone else out, over the real HTTP app: only wrong
 * passwords count, per account and address (an IPv6 client by its /64); a stranger's own address is
 * slowed, then paused; the owner's right password from an address that has not failed always gets in.
 * The password change has the same kind of limits; weak passwords are refused wherever one is set; the
 * last admin who can sign in cannot be disabled.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import { createStaffAccounts } from '../../api/services/staff/staff-accounts';
import { PASSWORD_CHANGE_LIMITS } from '../../api/services/staff/password-change';
import { SIGN_IN_LIMITS } from '../../api/services/staff/staff-sessions';
import type { DatabaseHandle } from '../../api/db/database';
import { dataDirWithStaff } from '../support/studio-server';
import { createTestApp, useTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

const PASSWORD = 'correct horse battery staple';
/** Staff addresses follow the company's public pattern: a stranger can write anyone's. */
const OWNER = 'ana.ruiz@harborpointmortgage.com';
const OWNER_HOME = '198.51.100.20';
const STRANGER = '203.0.113.7';
const WINDOW_SECONDS = SIGN_IN_LIMITS.windowMs / 1000;

let days = 0;
/**
 * Freezes the clock (only Date: timers run as usual) at the start of a day of the test's own, so its
 * windows are its own and start with it, and builds the app on it: the limiter keeps the clock it was
 * made with. `advance` moves the clock on.
 */
function frozenApp(database: DatabaseHandle) {
  let now = Date.UTC(2031, 0, 1) + ++days * 86_400_000;
  vi.setSystemTime(now);
  return {
    app: createTestApp(database.db, { TRUST_PROXY: 'true' }).app,
    advance(seconds: number) {
      now += seconds * 1000;
      vi.setSystemTime(now);
    },
  };
}

function expectRefusedUntil(response: request.Response, what: string): number {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(429);
  expect(response.body.error.code, what).toBe('rate_limited');
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `${what}: Retry-After ${response.headers['retry-after']}`).toBe(true);
  expect(response.body.error.message, what).toMatch(/try again in \d+ (seconds?|minutes?)\./);
  expect(response.body.error.details, what).toEqual({ retryAfterSeconds: retryAfter });
  return retryAfter;
}

describe.each(databaseKinds())('staff sign-in limits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let clock: ReturnType<typeof frozenApp>;

  beforeAll(async () => {
    const accounts = createStaffAccounts({ db: database.db });
    await accounts.add({ email: OWNER, name: 'Ana Ruiz', role: 'admin', password: PASSWORD }, 'test');
  });
  beforeEach(() => {
    clock = frozenApp(database);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (address: string, password: string, email = OWNER) => request(clock.app.callback()).post('/api/studio/session').set('X-Forwarded-For', address).send({ email, password });

  /** Wrong passwords from one address until `failures` were answered 401, waiting out each 429; the Retry-After of each wait. */
  async function failFrom(address: string, failures: number): Promise<number[]> {
    const waits: number[] = [];
    for (let failed = 0; failed < failures; ) {
      const response = await signIn(address, `guess number ${failed} is wrong`);
      if (response.status === 401) failed++;
      else clock.advance(waits[waits.push(expectRefusedUntil(response, `failure ${failed + 1}`)) - 1]!);
    }
    return waits;
  }

  it('lets the owner in from another address after a stranger made ten failures for the owner\u2019s e-mail', async () => {
    await failFrom(STRANGER, 10);
    // The stranger's address is paused for this account, even with the right password...
    expectRefusedUntil(await signIn(STRANGER, PASSWORD), 'the stranger after ten failures');
    // ...while the owner, from an address that has not failed, signs in at once.
    const owner = await signIn(OWNER_HOME, PASSWORD).expect(200);
    expect(owner.body.user.email).toBe(OWNER);
  });

  it('lets the owner in after fifty failures spread over ten addresses, and then slows each of those addresses sooner', async () => {
    const strangers = Array.from({ length: 10 }, (_, index) => `192.0.2.${index + 1}`);
    // Five each: none of them is slowed yet, and together they reach the account's ceiling.
    await Promise.all(strangers.map((address) => failFrom(address, 5)));
    await signIn(OWNER_HOME, PASSWORD).expect(200);
    await signIn('198.51.100.99', PASSWORD).expect(200);
    // Past the ceiling an address that has failed waits after one failure, and an address that never failed may still try.
    const slowed = expectRefusedUntil(await signIn(strangers[0]!, 'yet another guess'), 'a failed address past the ceiling');
    expect(slowed).toBeGreaterThan(WINDOW_SECONDS / 2);
    await signIn('192.0.2.200', 'a first guess from here').expect(401);
    expectRefusedUntil(await signIn('192.0.2.200', 'a second guess from here'), 'a second failure past the ceiling');
  });

  it('slows a stranger\u2019s own address with growing waits, then pauses it until the window ends', async () => {
    for (let failure = 0; failure < SIGN_IN_LIMITS.pair.free; failure++) await signIn(STRANGER, `quick guess ${failure}`).expect(401);
    const first = expectRefusedUntil(await signIn(STRANGER, 'too soon'), 'after the free failures');
    clock.advance(first - 1);
    expect(expectRefusedUntil(await signIn(STRANGER, 'still too soon'), 'a second before the wait ends')).toBe(1);
    clock.advance(1);
    await signIn(STRANGER, 'allowed again, and wrong').expect(401);
    const waits = [first, ...(await failFrom(STRANGER, SIGN_IN_LIMITS.pair.pauseAt - SIGN_IN_LIMITS.pair.free - 1))];
    // Each wait at least as long as the one before it, the last ones longer than the first.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)!).toBeGreaterThan(first);
    const paused = await signIn(STRANGER, PASSWORD);
    const pause = expectRefusedUntil(paused, 'after the failures that pause the pair');
    expect(paused.body.error.message).toMatch(/minutes/);
    expect(pause).toBeGreaterThan(waits.at(-1)!);
    clock.advance(pause);
    await signIn(STRANGER, PASSWORD).expect(200);
  });

  it('counts only failures: successful sign-ins use up nothing', async () => {
    for (let success = 0; success < 12; success++) await signIn(OWNER_HOME, PASSWORD).expect(200);
    for (let failure = 0; failure < SIGN_IN_LIMITS.pair.free; failure++) await signIn(OWNER_HOME, `typo ${failure}`).expect(401);
    expectRefusedUntil(await signIn(OWNER_HOME, PASSWORD), 'after the free failures');
  });

  it('counts an IPv6 stranger by its /64: rotating addresses within it is one address', async () => {
    for (let failure = 1; failure <= SIGN_IN_LIMITS.pair.free; failure++) await signIn(`2001:db8:77:1::${failure.toString(16)}`, `guess ${failure}`).expect(401);
    expectRefusedUntil(await signIn('2001:db8:77:1:ffff:ffff:ffff:fffe', 'from the same /64'), 'another address of the same /64');
    await signIn('2001:db8:77:2::1', 'from another /64').expect(401);
    await signIn('2001:db8:77:3::1', PASSWORD).expect(200);
  });

  it('bounds guesses sent all at once from one address', async () => {
    const burst = await Promise.all(Array.from({ length: SIGN_IN_LIMITS.attemptsPerMinute + 5 }, (_, index) => signIn('192.0.2.250', `burst guess ${index}`)));
    expect(burst.filter((response) => response.status === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.attemptsPerMinute);
    expect(burst.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('limits wrong current passwords on the password change per account and address', async () => {
    const agent = request.agent(clock.app.callback());
    const signedIn = await agent.post('/api/studio/session').set('X-Forwarded-For', STRANGER).send({ email: OWNER, password: PASSWORD }).expect(200);
    const change = (currentPassword: string, newPassword = 'lantern orbit pickle meadow', address = STRANGER) =>
      agent.post('/api/studio/session/password').set('X-Forwarded-For', address).set('X-CSRF-Token', signedIn.body.csrfToken).send({ currentPassword, newPassword });
    for (let failure = 0; failure < PASSWORD_CHANGE_LIMITS.pair.free; failure++) {
      const wrong = await change(`not it ${failure}`).expect(422);
      expect(wrong.body.error.fields).toEqual({ currentPassword: 'is not right' });
    }
    // Refused before the password is even checked: the right one waits too.
    const wait = expectRefusedUntil(await change(PASSWORD), 'after the free failures');
    let failures = PASSWORD_CHANGE_LIMITS.pair.free;
    for (let next = wait; failures < PASSWORD_CHANGE_LIMITS.pair.pauseAt; failures++) {
      clock.advance(next);
      await change(`not it ${failures}`).expect(422);
      if (failures + 1 < PASSWORD_CHANGE_LIMITS.pair.pauseAt) next = expectRefusedUntil(await change(PASSWORD), `after failure ${failures + 1}`);
    }
    const pause = expectRefusedUntil(await change(PASSWORD), 'after the failures that pause it');
    expect(pause).toBeGreaterThan(wait);
    // Another address is still let try, and the change, once proved, is audit-logged.
    await change(PASSWORD, 'lantern orbit pickle meadow', OWNER_HOME).expect(204);
    const admin = request.agent(clock.app.callback());
    const back = await admin.post('/api/studio/session').set('X-Forwarded-For', OWNER_HOME).send({ email: OWNER, password: 'lantern orbit pickle meadow' }).expect(200);
    const audit = (await admin.get('/api/studio/audit').expect(200)).body as Array<{ actor: string; action: string }>;
    expect(audit.some((entry) => entry.actor === OWNER && entry.action === 'password-change')).toBe(true);
    await admin.post('/api/studio/session/password').set('X-Forwarded-For', OWNER_HOME).set('X-CSRF-Token', back.body.csrfToken).send({ currentPassword: 'lantern orbit pickle meadow', newPassword: PASSWORD }).expect(204);
  });

  it('refuses the password change everywhere once the account\u2019s ceiling of wrong current passwords is reached', async () => {
    const agent = request.agent(clock.app.callback());
    const signedIn = await agent.post('/api/studio/session').set('X-Forwarded-For', OWNER_HOME).send({ email: OWNER, password: PASSWORD }).expect(200);
    const change = (currentPassword: string, address: string) =>
      agent.post('/api/studio/session/password').set('X-Forwarded-For', address).set('X-CSRF-Token', signedIn.body.csrfToken).send({ currentPassword, newPassword: 'lantern orbit pickle meadow' });
    // A stolen session used from many addresses, a few guesses each, up to the ceiling.
    for (let failure = 0; failure < PASSWORD_CHANGE_LIMITS.accountCeiling; failure++) await change(`stolen guess ${failure}`, `192.0.2.${100 + failure}`).expect(422);
    expectRefusedUntil(await change(PASSWORD, '192.0.2.199'), 'a fresh address past the ceiling');
    // Signing in is another matter: it still works.
    await signIn(OWNER_HOME, PASSWORD).expect(200);
  });
});

describe.each(databaseKinds())('password strength on %s', (kind) => {
  const database = useTestDatabase(kind);
  const app: Koa = useTestApp(database, { TRUST_PROXY: 'true' });
  let admin: { agent: request.Agent; csrf: string };

  beforeAll(async () => {
    await createStaffAccounts({ db: database.db }).add({ email: OWNER, name: 'Ana Ruiz', role: 'admin', password: PASSWORD }, 'test');
    const agent = request.agent(app.callback());
    const signedIn = await agent.post('/api/studio/session').send({ email: OWNER, password: PASSWORD }).expect(200);
    admin = { agent, csrf: signedIn.body.csrfToken };
  });

  const WEAK: Array<[string, RegExp]> = [
    [' '.repeat(12), /^cannot be blank or only spaces$/],
    [`  short one  ${' '.repeat(8)}`, /^must be at least 12 characters, not counting spaces at either end$/],
    ['Password1234', /^is too easy to guess \(it is, or looks like, a commonly used password\): try a phrase of three or four unrelated words$/],
    ['harborpoint2026', /^is too easy to guess \(it contains your name, your e-mail address or the company’s name\): leave those out/],
    ['newhire.lee2026', /^is too easy to guess/],
  ];

  it.each(WEAK)('refuses %j as a new staff member\u2019s password, naming the field', async (password, message) => {
    const response = await admin.agent.post('/api/studio/staff').set('X-CSRF-Token', admin.csrf).send({ email: 'newhire.lee@harborpointmortgage.com', name: 'Newhire Lee', role: 'editor', password }).expect(422);
    expect(response.body.error.fields).toEqual({ password: expect.stringMatching(message) });
    const staff = (await admin.agent.get('/api/studio/staff').expect(200)).body as Array<{ email: string }>;
    expect(staff.map((member) => member.email)).not.toContain('newhire.lee@harborpointmortgage.com');
  });

  it.each(WEAK)('refuses %j as a changed password, naming the field', async (password, message) => {
    const agent = request.agent(app.callback());
    const signedIn = await agent.post('/api/studio/session').send({ email: OWNER, password: PASSWORD }).expect(200);
    const response = await agent.post('/api/studio/session/password').set('X-CSRF-Token', signedIn.body.csrfToken).send({ currentPassword: PASSWORD, newPassword: password.replace('newhire.lee', 'ana.ruiz') }).expect(422);
    expect(response.body.error.fields).toEqual({ newPassword: expect.stringMatching(message) });
    await agent.get('/api/studio/definitions').expect(200);
  });

  it('accepts a long phrase of unrelated words', async () => {
    await admin.agent.post('/api/studio/staff').set('X-CSRF-Token', admin.csrf).send({ email: 'strong.one@harborpointmortgage.com', name: 'Strong One', role: 'editor', password: 'velvet cactus harmonica drizzle' }).expect(201);
  });
});

describe.each(databaseKinds())('the last admin on %s', (kind) => {
  const database = useTestDatabase(kind);
  const app: Koa = useTestApp(database);

  async function signIn(email: string) {
    const agent = request.agent(app.callback());
    const response = await agent.post('/api/studio/session').send({ email, password: PASSWORD }).expect(200);
    return { agent, csrf: response.body.csrfToken as string };
  }
  const disable = (as: { agent: request.Agent; csrf: string }, email: string) => as.agent.post('/api/studio/staff/disable').set('X-CSRF-Token', as.csrf).send({ email });
  const enabledAdmins = async () => (await createStaffAccounts({ db: database.db }).list()).filter((member) => member.role === 'admin' && !member.disabled).map((member) => member.email);

  beforeAll(async () => {
    await createStaffAccounts({ db: database.db }).add({ email: 'only.admin@harborpointmortgage.com', name: 'Only Admin', role: 'admin', password: PASSWORD }, 'test');
  });

  it('cannot be disabled, by itself or anyone: the answer names the account and says to make another admin first', async () => {
    const only = await signIn('only.admin@harborpointmortgage.com');
    const refused = await disable(only, 'only.admin@harborpointmortgage.com').expect(409);
    expect(refused.body.error).toMatchObject({ code: 'last_admin', fields: { email: 'is the last enabled admin' } });
    expect(refused.body.error.message).toMatch(/^only\.admin@harborpointmortgage\.com .*Make another admin first/);
    await only.agent.get('/api/studio/staff').expect(200);

    await only.agent.post('/api/studio/staff').set('X-CSRF-Token', only.csrf).send({ email: 'second.admin@harborpointmortgage.com', name: 'Second Admin', role: 'admin', password: PASSWORD }).expect(201);
    const second = await signIn('second.admin@harborpointmortgage.com');
    await disable(second, 'only.admin@harborpointmortgage.com').expect(200);
    await disable(second, 'second.admin@harborpointmortgage.com').expect(409);
    expect(await enabledAdmins()).toEqual(['second.admin@harborpointmortgage.com']);
  });

  it('stays one when two admins disable each other at the same moment', async () => {
    const accounts = createStaffAccounts({ db: database.db });
    await accounts.add({ email: 'third.admin@harborpointmortgage.com', name: 'Third Admin', role: 'admin', password: PASSWORD }, 'test');
    const outcomes = await Promise.allSettled([
      accounts.disable('third.admin@harborpointmortgage.com', 'second.admin@harborpointmortgage.com'),
      accounts.disable('second.admin@harborpointmortgage.com', 'third.admin@harborpointmortgage.com'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as { code: string }).code] : []))).toEqual(['last_admin']);
    expect(await enabledAdmins()).toHaveLength(1);
  });
});

describe('the staff command', () => {
  let dataDir = '';
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'api/cli/staff.ts'), ...args], { cwd: projectRoot, input, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 90_000 });

  beforeAll(async () => {
    dataDir = await dataDirWithStaff('staff-cli', [{ email: 'only.admin@harborpointmortgage.com', name: 'Only Admin', role: 'admin' }]);
  }, 120_000);
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to disable the last admin, and a weak password, saying why', () => {
    const disabled = run(['disable', '--email', 'only.admin@harborpointmortgage.com']);
    expect(disabled.status, disabled.stderr).toBe(1);
    expect(disabled.stderr).toMatch(/only\.admin@harborpointmortgage\.com is the only admin .*Make another admin first/);
    const weak = run(['add', '--email', 'pat.lee@harborpointmortgage.com', '--name', 'Pat Lee', '--role', 'admin'], 'Password1234\n');
    expect(weak.status, weak.stderr).toBe(1);
    expect(weak.stderr).toMatch(/password is too easy to guess/);
  });
});
