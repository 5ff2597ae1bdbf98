/**
 * The real server on a fresh database, driven over HTTP with Fastify's inject: the seeded
 * admin, and helpers to sign in as users holding exactly the permissions a test names.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { readsNeededWith } from '@plotline/domain';
import { eq, inArray } from 'drizzle-orm';
import { accessTokens } from '../../src/auth/access-tokens';
import { withLoginKeys } from '../../src/auth/login-keys';
import { accessTokenFor } from '../../src/auth/sessions';
import { hashPassword } from '../../src/auth/passwords';
import { buildApp, type AppOptions } from '../../src/app';
import { configFromEnv, type ServerConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../../src/db/schema';
import { fixedClock, systemClock, type Clock } from '../../src/http/clock';
import { seedFirstStart } from '../../src/seed/first-start';
import { openTestDatabase } from './test-database';

export const ADMIN_PASSWORD = 'admin123';

export type TestServer = {
  app: FastifyInstance;
  db: Database;
  clock: Clock;
  /** An Authorization header for the user. */
  bearer(userId: number): Promise<{ authorization: string }>;
  admin(): Promise<{ authorization: string }>;
  /**
   * Creates a signed-in user whose one role grants these permissions and the reads the access
   * policy brings with them (bookings.edit brings bookings.view): a user who may do what they name.
   */
  userWith(
    permissionNames: string[],
    username?: string,
  ): Promise<{ id: number; headers: { authorization: string } }>;
  /** Creates a signed-in user whose one role grants exactly these permissions, and no more. */
  userHolding(
    permissionNames: string[],
    username?: string,
  ): Promise<{ id: number; headers: { authorization: string } }>;
  /**
   * Another server instance on the same database, its own process memory and all, as a second
   * server behind the load balancer would be.
   */
  anotherInstance(): Promise<FastifyInstance>;
  /** app.inject, with the JSON body parsed. */
  request(
    options: InjectOptions,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
};

let userCounter = 0;

export async function startTestServer(
  options: {
    now?: Date;
    clock?: Clock;
    appDir?: string;
    storybookDir?: string;
    config?: Partial<ServerConfig>;
    changeStreamLimits?: AppOptions['changeStreamLimits'];
  } = {},
): Promise<TestServer> {
  const { db, close, listen } = await openTestDatabase();
  await seedFirstStart(db, { adminPassword: ADMIN_PASSWORD, announce: () => {} });
  const config = { ...configFromEnv({}), demoData: false, ...options.config };
  const clock =
    options.clock ??
    (options.now ? fixedClock(options.now, config.timeZone) : systemClock(config.timeZone));
  const tokens = accessTokens('plotline-test-secret');
  const instance = () =>
    buildApp({
      db,
      config,
      clock,
      accessTokens: tokens,
      appDir: options.appDir ?? null,
      storybookDir: options.storybookDir ?? null,
      listen,
      changeStreamLimits: options.changeStreamLimits,
    });
  const app = await instance();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const bearer = async (userId: number) => ({
    authorization: `Bearer ${await accessTokenFor(db, tokens, userId, null, clock.now())}`,
  });
  const userHolding: TestServer['userHolding'] = async (
    permissionNames,
    username = `staff${++userCounter}`,
  ) => {
    const [user] = await db
      .insert(users)
      .values(
        withLoginKeys({
          username,
          email: `${username}@plotline.test`,
          passwordHash: await hashPassword('secret123'),
        }),
      )
      .returning({ id: users.id });
    const [role] = await db
      .insert(roles)
      .values({ name: `role-of-${username}` })
      .returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    if (permissionNames.length > 0) {
      const granted = await db
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, permissionNames));
      await db
        .insert(rolePermissions)
        .values(granted.map((p) => ({ roleId: role!.id, permissionId: p.id })));
    }
    return { id: user!.id, headers: await bearer(user!.id) };
  };
  return {
    app,
    db,
    clock,
    bearer,
    admin: () => bearer(admin!.id),
    userWith(permissionNames, username) {
      const reads = permissionNames.flatMap((name) => readsNeededWith(name));
      return userHolding([...new Set([...permissionNames, ...reads])], username);
    },
    userHolding,
    anotherInstance: instance,
    async request(injectOptions) {
      const response = await app.inject(injectOptions);
      const type = String(response.headers['content-type'] ?? '');
      return {
        status: response.statusCode,
        body: type.includes('json') ? response.json() : response.body,
        headers: response.headers,
      };
    },
    close: async () => {
      await app.close();
      await close();
    },
  };
}
