/**
 * A signed-in session's start and end: the tokens login and register hand out, and the end of
 * every session of an account (blocking, a password change, signing out everywhere).
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import type { Services } from '../http/handler';
import type { AccessTokens } from './access-tokens';
import { forgetExpiredTokens, issueRefreshToken, revokeAllSignIns } from './refresh-tokens';

export type SessionTokens = { accessToken: string; refreshToken: string };

/** An access token for the user's session as it stands: their epoch now, and the sign-in. */
export async function accessTokenFor(
  db: Executor,
  tokens: AccessTokens,
  userId: number,
  sessionId: string | null,
  now: Date,
): Promise<string> {
  const [user] = await db
    .select({ sessionEpoch: users.sessionEpoch })
    .from(users)
    .where(eq(users.id, userId));
  return tokens.issue({ userId, sessionEpoch: user?.sessionEpoch ?? 0, sessionId }, now);
}

/**
 * Hands out a new access token and refresh-token family, recording on the user that they signed
 * in, unless the session only begins anew (after they changed their password).
 */
export async function startSession(
  { db, clock, accessTokens }: Pick<Services, 'db' | 'clock' | 'accessTokens'>,
  userId: number,
  { signingIn = true } = {},
): Promise<SessionTokens> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (signingIn) await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
    await forgetExpiredTokens(tx, userId, now);
    const { token, familyId } = await issueRefreshToken(tx, userId, now);
    return {
      accessToken: await accessTokenFor(tx, accessTokens, userId, familyId, now),
      refreshToken: token,
    };
  });
}

/**
 * Ends every session of the user: their refresh tokens are revoked, and raising their session
 * epoch ends every access token issued before, on every server at the next request.
 */
export async function endEverySession(db: Executor, userId: number, now: Date): Promise<void> {
  await revokeAllSignIns(db, userId, now);
  await db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId));
}
