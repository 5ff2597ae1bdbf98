/**
 * Who sends the interaction's request: a state whose setup signs the caller in and answers the
 * access token, which the verifier writes into the request's Authorization header (the pact asks
 * for `Bearer ${accessToken}` from the provider state). Every request so goes through the
 * server's real authentication, with a token this server issued.
 */
import { accessTokenFor } from '../../auth/sessions';
import { withLoginKeys } from '../../auth/login-keys';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import { hashedOnce } from '../password-hashes';
import type { ProviderWorld, StateSetups } from '../provider-world';

/** Far from the ids the states give their users, so staff never takes one of them. */
export const STAFF_ID = 900;

/**
 * A signed-in user holding no role, and so no permission: made by the states that name them
 * rather than in the baseline, as some states say admin and ravi are the only users.
 */
export async function ensureStaff(db: Database): Promise<void> {
  await db
    .insert(users)
    .values(
      withLoginKeys({
        id: STAFF_ID,
        username: 'staff',
        email: 'staff@plotline.local',
        passwordHash: await hashedOnce('secret123'),
        isActive: true,
      }),
    )
    .onConflictDoNothing();
}

async function signedIn({ db, clock, accessTokens }: ProviderWorld, userId: number) {
  return { accessToken: await accessTokenFor(db, accessTokens, userId, null, clock.now()) };
}

export const callerStates: StateSetups = {
  'admin is signed in': (world) => signedIn(world, ADMIN_ID),

  'a user without roles is signed in': async (world) => {
    await ensureStaff(world.db);
    return signedIn(world, STAFF_ID);
  },
};
