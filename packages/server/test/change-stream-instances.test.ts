/**
 * Several server instances on one PostgreSQL behave as one: a change made through one instance
 * reaches the change streams open on another, through the database's notifications, and an
 * instance whose listening connection is cut ends its streams and listens again. PostgreSQL only
 * (TEST_DATABASE_URL): PGlite is one process's own database.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accessTokens } from '../src/auth/access-tokens';
import { configFromEnv } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { systemClock } from '../src/http/clock';
import { CHANGES_CHANNEL } from '../src/live/change-hub';
import { seedFirstStart } from '../src/seed/first-start';
import { openEventStream } from './support/event-stream';
import { reopenableTestDatabase } from './support/test-database';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

type Instance = { app: FastifyInstance; url: string; database: OpenDatabase };

describe.runIf(ON_POSTGRES)('two server instances on one PostgreSQL', () => {
  const config = { ...configFromEnv({}), demoData: false };
  const clock = systemClock(config.timeZone);
  const tokens = accessTokens('plotline-test-secret');
  let drop: () => Promise<void>;
  let a: Instance;
  let b: Instance;
  let admin: Record<string, string>;

  async function instance(location: Parameters<typeof openDatabase>[0]): Promise<Instance> {
    const database = await openDatabase(location);
    const app = await buildApp({
      db: database.db,
      config,
      clock,
      accessTokens: tokens,
      listen: database.listen,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url, database };
  }

  beforeAll(async () => {
    const created = await reopenableTestDatabase();
    drop = created.drop;
    a = await instance(created.location);
    b = await instance(created.location);
    await seedFirstStart(a.database.db, { adminPassword: 'admin123', announce: () => {} });
    const { rows } = (await a.database.db.execute(
      sql`select id from users where username = 'admin'`,
    )) as unknown as { rows: { id: number }[] };
    const session = { userId: rows[0]!.id, sessionEpoch: 0, sessionId: null };
    admin = { authorization: `Bearer ${await tokens.issue(session, clock.now())}` };
  });
  afterAll(async () => {
    for (const { app, database } of [a, b]) {
      await app?.close();
      await database?.close();
    }
    await drop?.();
  });

  async function createProjectThrough(through: Instance, name: string): Promise<number> {
    const answer = await fetch(`${through.url}/api/projects`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        totalProjectArea: 10000,
        roadsArea: 1000,
        totalSaleableArea: 1000,
      }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  }

  it('hears on one instance a change made through the other, and prints how soon', async () => {
    const opened = await openEventStream(`${b.url}/api/events`, admin);
    await opened.nextEvent();
    const projectId = await createProjectThrough(a, 'Made on A');
    const made = Date.now();
    const event = await opened.nextEvent();
    console.log(`Instance B heard instance A's change ${Date.now() - made} ms after A answered`);
    expect(event.event).toBe('change');
    expect(JSON.parse(event.data!)).toMatchObject({
      entity: 'project',
      entityId: projectId,
      operation: 'createProject',
    });
    opened.close();
  });

  it('ends its streams when its listening connection is cut, and listens again', async () => {
    const opened = await openEventStream(`${b.url}/api/events`, admin);
    await opened.nextEvent();
    await a.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN "${CHANGES_CHANNEL}"`}`);
    await opened.ended();

    // Listening again after a pause, it hears changes once more.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const again = await openEventStream(`${b.url}/api/events`, admin);
      await again.nextEvent();
      const projectId = await createProjectThrough(a, `After the cut ${Date.now()}`);
      const heard = await again.nextEvent(2000).catch(() => null);
      again.close();
      if (heard) {
        expect(JSON.parse(heard.data!)).toMatchObject({ entityId: projectId });
        break;
      }
      if (Date.now() > deadline) throw new Error('Instance B never listened again');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
});
