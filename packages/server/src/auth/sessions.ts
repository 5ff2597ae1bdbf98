/** Starting a signed-in session: the tokens login and register hand out. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Services } from '../http/handler';
import { forgetExpiredTokens, issueRefreshToken } from './refresh-tokens';

export type SessionTokens = { accessToken: string; refreshToken: string };

/** Records the sign-in on the user, then hands out a new access token and refresh-token family. */
export async function startSession(
  { db, clock, accessTokens }: Pick<Services, 'db' | 'clock' | 'accessTokens'>,
  userId: number,
): Promise<SessionTokens> {
  const now = clock.now();
  const refreshToken = await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
    await forgetExpiredTokens(tx, userId, now);
    return issueRefreshToken(tx, userId, now);
  });
  return { accessToken: await accessTokens.issue(userId, now), refreshToken };
}
