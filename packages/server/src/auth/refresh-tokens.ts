/**
 * Refresh tokens: 32 random bytes, kept only as SHA-256 hashes, so a copy of the database signs
 * nobody in. Each sign-in starts a family; every refresh replaces the token with a new one of the
 * same family, and a replaced token presented again (a stolen copy being replayed, or the thief's
 * copy after the owner refreshed) revokes the whole family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { refreshTokens, users } from '../db/schema';

export const REFRESH_TOKEN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How a refresh token is kept: the SHA-256 hex of the token the client holds. */
export const refreshTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function insertToken(
  db: Executor,
  userId: number,
  familyId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: refreshTokenHash(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    createdAt: now,
  });
  return token;
}

/** The first token of a new sign-in, in a family of its own, which names the sign-in. */
export async function issueRefreshToken(
  db: Executor,
  userId: number,
  now: Date,
): Promise<{ token: string; familyId: string }> {
  const familyId = randomUUID();
  return { token: await insertToken(db, userId, familyId, now), familyId };
}

function revokeFamily(db: Executor, familyId: string, now: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a live token for the next one of its family (30 more days from now), or answers null
 * when the token is unknown, revoked, expired or its user blocked. A replaced token revokes its
 * family before answering null; so does losing a race against a concurrent refresh of the same
 * token, since only one of two presenters of a single-use token can be its owner.
 */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  now: Date,
): Promise<{ userId: number; familyId: string; refreshToken: string } | null> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        replacedAt: refreshTokens.replacedAt,
        revokedAt: refreshTokens.revokedAt,
        userActive: users.isActive,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, refreshTokenHash(presented)));
    if (!token || token.revokedAt) return null;
    if (token.replacedAt || !token.userActive) {
      await revokeFamily(tx, token.familyId, now);
      return null;
    }
    if (token.expiresAt.getTime() <= now.getTime()) return null;
    const replaced = await tx
      .update(refreshTokens)
      .set({ replacedAt: now })
      .where(
        and(
          eq(refreshTokens.id, token.id),
          isNull(refreshTokens.replacedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (replaced.length === 0) {
      await revokeFamily(tx, token.familyId, now);
      return null;
    }
    return {
      userId: token.userId,
      familyId: token.familyId,
      refreshToken: await insertToken(tx, token.userId, token.familyId, now),
    };
  });
}

/**
 * Signing out ends the sign-in the token belongs to: its whole family, so an older token of the
 * same sign-in cannot bring it back. Only the caller's own tokens are touched.
 */
export async function revokeSignIn(
  db: Executor,
  presented: string,
  userId: number,
  now: Date,
): Promise<void> {
  const family = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, refreshTokenHash(presented)),
        eq(refreshTokens.userId, userId),
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** Every sign-in of the user ends (sessions.ts endEverySession ends their access tokens too). */
export async function revokeAllSignIns(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Expired tokens can no longer be replayed, so their rows only take room. */
export async function forgetExpiredTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, now)));
}
