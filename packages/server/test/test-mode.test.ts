/**
 * Test mode: the provider-state endpoint a Pact verification drives (docs/contract.md), there
 * only when PLOTLINE_TEST_MODE asks for it, and the clock PLOTLINE_TEST_NOW pins, refused
 * outside test mode; the demo business over its baseline when DEMO_DATA=true asks for it.
 */
import { LIMIT_MESSAGES, MAX_BODY_DEPTH } from '@plotline/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accessTokens } from '../src/auth/access-tokens';
import { configFromEnv } from '../src/config';
import { amenities, bookingFollowUps, bookings, projects, users } from '../src/db/schema';
import { verifyPassword } from '../src/auth/passwords';
import { seedDemoData } from '../src/seed/demo-data';
import { ADMIN_ID, ADMIN_PASSWORD } from '../src/test-mode/baseline';
import { PROVIDER_STATES_PATH } from '../src/test-mode/provider-state-endpoint';
import { stateSetupFor } from '../src/test-mode/provider-states';
import { claimTestDatabase } from '../src/test-mode/test-database';
import { openTestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

describe('PLOTLINE_TEST_MODE and PLOTLINE_TEST_NOW', () => {
  it('are off when unset', () => {
    expect(configFromEnv({})).toMatchObject({ testMode: false, testNow: null });
  });

  it('pin the clock in test mode', () => {
    const config = configFromEnv({
      PLOTLINE_TEST_MODE: 'true',
      PLOTLINE_TEST_NOW: '2026-11-22T06:30:00Z',
    });
    expect(config).toMatchObject({ testMode: true, testNow: NOW });
  });

  it('refuse a pinned clock without test mode', () => {
    expect(() => configFromEnv({ PLOTLINE_TEST_NOW: '2026-11-22T06:30:00Z' })).toThrow(
      /PLOTLINE_TEST_NOW pins the clock only in test mode/,
    );
  });

  it('refuse what is not a switch or an instant', () => {
    expect(() => configFromEnv({ PLOTLINE_TEST_MODE: 'yes' })).toThrow(/PLOTLINE_TEST_MODE/);
    expect(() =>
      configFromEnv({ PLOTLINE_TEST_MODE: 'true', PLOTLINE_TEST_NOW: '22/11/2026' }),
    ).toThrow(/PLOTLINE_TEST_NOW must be an ISO instant/);
  });
});

describe('DEMO_DATA in test mode', () => {
  it('is off unless asked for, as the pact wants only its baseline', () => {
    expect(configFromEnv({ PLOTLINE_TEST_MODE: 'true' }).demoData).toBe(false);
    expect(configFromEnv({ PLOTLINE_TEST_MODE: 'true', DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(configFromEnv({ PLOTLINE_TEST_MODE: 'true', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(() => configFromEnv({ PLOTLINE_TEST_MODE: 'true', DEMO_DATA: 'yes' })).toThrow(
      /DEMO_DATA must be true or false/,
    );
  });

  it('stays on by default outside test mode', () => {
    expect(configFromEnv({}).demoData).toBe(true);
    expect(configFromEnv({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('fills a database test mode claims with the business over its baseline, once', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const seeded: number[] = [];
      const seedDemo = {
        seedDemoData: async (into: typeof db, adminId: number) => {
          seeded.push(adminId);
          await seedDemoData(into, adminId, '2026-11-22');
        },
      };
      await claimTestDatabase(db, NOW, seedDemo);
      const [admin, ...others] = await db.select().from(users);
      expect(others).toEqual([]);
      expect(admin).toMatchObject({ id: ADMIN_ID, username: 'admin' });
      expect(await verifyPassword(admin!.passwordHash, ADMIN_PASSWORD)).toBe(true);
      const [held] = await db.select({ projects: count() }).from(projects);
      expect(held!.projects).toBeGreaterThan(0);
      const makers = await db.selectDistinct({ by: bookings.createdBy }).from(bookings);
      expect(makers).toEqual([{ by: ADMIN_ID }]);

      // A restart finds the database its own and seeds nothing more.
      const [before] = await db.select({ bookings: count() }).from(bookings);
      await claimTestDatabase(db, NOW, seedDemo);
      expect(await db.select({ bookings: count() }).from(bookings)).toEqual([before]);
      expect(seeded).toEqual([ADMIN_ID]);
    } finally {
      await close();
    }
  });
});

describe('the provider-state endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: NOW, config: { testMode: true, testNow: NOW } });
  });
  afterAll(() => server?.close());

  it('is not there without test mode', async () => {
    const config = { ...configFromEnv({}), demoData: false };
    const { db, clock } = server;
    const app = await buildApp({ db, config, clock, accessTokens: accessTokens('a-secret') });
    const answer = await app.inject({
      method: 'POST',
      url: PROVIDER_STATES_PATH,
      payload: { state: '', params: {}, action: 'setup' },
    });
    await app.close();
    expect(answer.statusCode).toBe(404);
  });

  const change = (payload: object) =>
    server.request({ method: 'POST', url: PROVIDER_STATES_PATH, payload });
  const signedInAs = async (authorization: string) =>
    (await server.request({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).body
      .username;

  const usernames = async () =>
    (await server.db.select({ username: users.username }).from(users).orderBy(users.id)).map(
      ({ username }) => username,
    );
  const leaveSomeone = () =>
    server.db
      .insert(users)
      .values({ username: 'leftover', email: 'l@plotline.test', passwordHash: 'none' });

  it("starts each interaction from the baseline: a request's next setup resets first", async () => {
    await leaveSomeone();
    // The interaction's request: what comes after it is the next interaction's.
    await server.request({ method: 'GET', url: '/api/auth/registration' });
    expect(
      (await change({ state: 'the user staff exists and holds no role', action: 'setup' })).status,
    ).toBe(200);
    expect(await usernames()).toEqual(['admin', 'staff']);
    // A second state of the same interaction builds on the first.
    await change({ state: 'no user is called priya', action: 'setup' });
    expect(await usernames()).toEqual(['admin', 'staff']);
  });

  it('returns the database to the baseline on teardown, once for all its states', async () => {
    await change({ state: 'the user staff exists and holds no role', action: 'setup' });
    await leaveSomeone();
    const teardown = await change({
      state: 'the user staff exists and holds no role',
      action: 'teardown',
    });
    expect(teardown).toMatchObject({ status: 200, body: {} });
    expect(await usernames()).toEqual(['admin']);
    // Torn down already: the next setup builds on the baseline without another reset.
    await change({ state: 'no user is called priya', action: 'teardown' });
    await change({ state: 'the user staff exists and holds no role', action: 'setup' });
    expect(await usernames()).toEqual(['admin', 'staff']);
  });

  it('signs the caller in and answers its access token, which the request then carries', async () => {
    await server.request({ method: 'GET', url: '/api/auth/registration' });
    const admin = await change({ state: 'admin is signed in', params: {}, action: 'setup' });
    expect(await signedInAs(`Bearer ${admin.body.accessToken}`)).toBe('admin');
    const staff = await change({ state: 'a user without roles is signed in', action: 'setup' });
    expect(await signedInAs(`Bearer ${staff.body.accessToken}`)).toBe('staff');
  });

  it("sets up a state given in Pact's own body", async () => {
    const answer = await change({
      state: 'amenity 2 Clubhouse exists and is inactive',
      params: {},
      action: 'setup',
    });
    expect(answer).toMatchObject({ status: 200, body: {} });
    const [clubhouse] = await server.db.select().from(amenities).where(eq(amenities.id, 2));
    expect(clubhouse).toMatchObject({ name: 'Clubhouse', isActive: false });
    expect((await change({ state: 'amenity 2', action: 'teardown' })).status).toBe(200);
  });

  it("dates a state's data from today by its params, and says which one is missing", async () => {
    await server.request({ method: 'GET', url: '/api/auth/registration' });
    const state = 'booking 1 has follow-ups 1 and 2 dated from today';
    const params = { firstTakenDaysAgo: 12, secondTakenDaysAgo: 5, nextInDays: 2 };
    expect((await change({ state, params, action: 'setup' })).status).toBe(200);
    const [, second] = await server.db.select().from(bookingFollowUps).orderBy(bookingFollowUps.id);
    // The server's today is 2026-11-22 (its clock stands at NOW).
    expect(second).toMatchObject({ followUpDate: '2026-11-17', nextFollowUpDate: '2026-11-24' });
    await server.request({ method: 'GET', url: '/api/auth/registration' });
    const unnamed = await change({ state, params: { firstTakenDaysAgo: 12 }, action: 'setup' });
    expect(unnamed.body.message).toBe(
      `Provider state "${state}" could not be set up: ` +
        'The state needs the param "secondTakenDaysAgo" as a whole number of days',
    );
  });

  it('refuses a state it does not know, naming it', async () => {
    const answer = await change({ state: 'the moon is full', action: 'setup' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('No setup for the provider state "the moon is full"');
  });

  it('answers a setup that fails with its reason', async () => {
    await change({ state: 'amenity 2 Clubhouse exists and is inactive', action: 'setup' });
    const answer = await change({ state: 'no amenity exists', action: 'setup' });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe(
      'Provider state "no amenity exists" could not be set up: ' +
        'The state needs no amenity at all, but the database has some',
    );
  });

  // The pact's newcomers are signed in at once: a server that makes them wait cannot pass it.
  it('refuses "registration is open" to a server whose registration is not', async () => {
    const config = { ...configFromEnv({ REGISTRATION: 'approval' }), demoData: false };
    const { db, clock } = server;
    const world = {
      db,
      clock,
      config,
      accessTokens: accessTokens('a-secret'),
      callerAddress: '::1',
    };
    await expect(stateSetupFor('registration is open')?.(world, {})).rejects.toThrow(
      'The state needs REGISTRATION=open, but the server runs with approval',
    );
  });

  it('refuses a body nested past the depth limit, as the API does', async () => {
    const params = Array.from({ length: MAX_BODY_DEPTH }).reduce<unknown>((inside) => [inside], 1);
    const answer = await change({ state: 'amenity 2 Clubhouse exists', params, action: 'setup' });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: LIMIT_MESSAGES.tooDeep(MAX_BODY_DEPTH) },
    });
  });

  it('refuses a body that is no state change', async () => {
    const answer = await change({ action: 'dance' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('"action" must be one of setup, teardown, not "dance"');
    expect((await change({ action: 'setup' })).body.message).toBe(
      'A "setup" needs "state" as a string',
    );
    // The verifiers' own protocol has no reset and no token: those were ours alone.
    expect((await change({ action: 'reset' })).status).toBe(400);
    expect(
      (await change({ state: 'admin is signed in', params: [], action: 'setup' })).body.message,
    ).toBe('A "setup" takes "params" as a JSON object');
  });
});
