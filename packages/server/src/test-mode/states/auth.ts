/** States of cases/auth.ts: the admin's password, sessions and failed sign-ins, and newcomers. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { secondsRefusedToAddress, type AuthAttempt } from '../../auth/address-throttle';
import { REFRESH_TOKEN_DAYS, refreshTokenHash } from '../../auth/refresh-tokens';
import { recordSignInFailure, throttledAccount } from '../../auth/sign-in-throttle';
import { throttledAddress } from '../../auth/throttled-address';
import { refreshTokens, userRoles, users } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import { hashedOnce } from '../password-hashes';
import type { ProviderWorld, StateSetups } from '../provider-world';
import { ensureStaff, STAFF_ID } from './callers';
import { assertNone } from './absence';
import { withLoginKeys } from '../../auth/login-keys';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The baseline made the admin; a state naming them only checks they are still there. */
async function assertAdminExists({ db }: ProviderWorld): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.id, ADMIN_ID));
  if (!admin) throw new Error('The baseline admin is missing');
}

/** Nothing to create: the pact's newcomers are signed in at once, as the default setting does. */
async function registrationIsOpen({ config }: ProviderWorld): Promise<void> {
  if (config.registration !== 'open') {
    throw new Error(
      `The state needs REGISTRATION=open, but the server runs with ${config.registration}`,
    );
  }
}

/** A live token of its own sign-in, stored the way the server stores the ones it issues. */
async function adminHoldsRefreshToken({ db, clock }: ProviderWorld, token: string) {
  const now = clock.now();
  await db
    .insert(refreshTokens)
    .values({
      userId: ADMIN_ID,
      tokenHash: refreshTokenHash(token),
      familyId: randomUUID(),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Five failures a minute apart ending now, counted as the server counts them: admin is locked. */
async function adminFailedFiveTimes({ db, clock }: ProviderWorld) {
  const now = clock.now().getTime();
  for (let minutesAgo = 4; minutesAgo >= 0; minutesAgo--) {
    await recordSignInFailure(
      db,
      throttledAccount('admin'),
      new Date(now - minutesAgo * MINUTE_MS),
    );
  }
}

/**
 * As many registrations as one address may make, counted as this server counts them (its own
 * limit, and the address as its trusted proxies make it), for the verifier's address.
 */
async function callerUsedUpRegistrations({ db, clock, config, callerAddress }: ProviderWorld) {
  const attempt: AuthAttempt = {
    operation: 'register',
    address: throttledAddress(callerAddress),
    now: clock.now(),
  };
  const limit = config.authAttemptsPerAddress;
  for (let i = 0; i < limit.limit; i++) await secondsRefusedToAddress(db, attempt, limit);
}

export const authStates: StateSetups = {
  'the user admin exists with password admin123': assertAdminExists,

  'the user blocked.user exists with password secret123 and is blocked': async ({ db }) => {
    await db
      .insert(users)
      .values(
        withLoginKeys({
          username: 'blocked.user',
          email: 'blocked.user@plotline.local',
          passwordHash: await hashedOnce('secret123'),
          isActive: false,
        }),
      )
      .onConflictDoNothing();
  },

  'registration is open': registrationIsOpen,

  'admin has failed to sign in 5 times in the last 15 minutes': adminFailedFiveTimes,

  "the caller's address has used up its registration attempts": callerUsedUpRegistrations,

  'admin holds the refresh token admin-refresh-token': (world) =>
    adminHoldsRefreshToken(world, 'admin-refresh-token'),

  // Its access token has expired: the consumer sends 'expired-access-token', which stays as it is.
  'admin holds the refresh token expired-refresh-token': (world) =>
    adminHoldsRefreshToken(world, 'expired-refresh-token'),

  'no user is called priya': ({ db }) =>
    assertNone(db, users, sql`lower(${users.username}) = 'priya'`, 'no user called priya'),

  'the user staff exists and holds no role': async ({ db }) => {
    await ensureStaff(db);
    await assertNone(db, userRoles, eq(userRoles.userId, STAFF_ID), 'staff to hold no role');
  },
};
