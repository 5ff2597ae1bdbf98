/**
 * The consumer sends placeholder bearer tokens; each is turned into a real one, minted for the
 * user it stands for, so every request goes through the server's real authentication.
 */
import type { AccessTokens } from '../auth/access-tokens';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { ADMIN_ID } from './baseline';
import { hashedOnce } from './password-hashes';
import type { ProviderWorld } from './provider-world';
import { withLoginKeys } from '../auth/login-keys';
import { accessTokenFor } from '../auth/sessions';

/** Far from the ids the states give their users, so staff never takes one of them. */
export const STAFF_ID = 900;

/** A signed-in user holding no role, and so no permission. */
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

/**
 * The real Authorization header a placeholder token stands for, or null to send the header as
 * it came: 'expired-access-token' is no token the server issued, so it must answer 401 to it.
 */
export async function authorizationFor(
  { db, clock }: ProviderWorld,
  tokens: AccessTokens,
  placeholder: string,
): Promise<string | null> {
  switch (placeholder) {
    case 'admin-access-token':
      return `Bearer ${await accessTokenFor(db, tokens, ADMIN_ID, null, clock.now())}`;
    case 'staff-access-token':
      // Made here rather than in the baseline: some states say admin and ravi are the only users.
      await ensureStaff(db);
      return `Bearer ${await accessTokenFor(db, tokens, STAFF_ID, null, clock.now())}`;
    default:
      return null;
  }
}
