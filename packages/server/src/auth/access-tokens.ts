/**
 * Short-lived signed access tokens (HS256 JWTs); the refresh token renews them. A token names its
 * session, so the session's end ends it before it expires (auth/caller-access.ts): the sign-in's
 * refresh-token family (`sid`), and the account's session epoch when it was issued (`sep`), which
 * blocking, a password change and signing out everywhere raise.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'plotline';

/** What a token says of its session. */
export type TokenSession = {
  userId: number;
  /** The account's session epoch when the token was issued; a later epoch ends the token. */
  sessionEpoch: number;
  /** The sign-in's refresh-token family; null for a token no sign-in issued (test mode's). */
  sessionId: string | null;
};

export type AccessTokens = {
  issue(session: TokenSession, now: Date): Promise<string>;
  /** The session the token names, or null when it is forged, expired or malformed. */
  verify(token: string, now: Date): Promise<TokenSession | null>;
  /** When a token verify() has accepted stops being accepted; null for one it would not read. */
  expiresAt(token: string): Date | null;
};

/**
 * Tokens whose signature was checked, kept so that a token's later requests skip the check: an
 * HMAC through WebCrypto went to libuv's thread pool and back, a tenth of a busy server's CPU
 * time. The same text verified once is the same claims under the same key; only its expiry is
 * checked again. The oldest are dropped past this many, so a flood of tokens costs no more memory.
 */
const VERIFIED_KEPT = 10_000;

type Verified = { session: TokenSession; expiresAtSecond: number };

/** A moment as a JWT's NumericDate: whole seconds since the epoch, as jose reads `currentDate`. */
const secondOf = (moment: Date) => Math.floor(moment.getTime() / 1000);

export function accessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Verified>();
  const keep = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  return {
    issue: ({ userId, sessionEpoch, sessionId }, now) =>
      new SignJWT({ sep: sessionEpoch, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(secondOf(now))
        .setExpirationTime(secondOf(now) + ACCESS_TOKEN_SECONDS)
        .sign(key),
    async verify(token, now) {
      const known = verified.get(token);
      // As jwtVerify judges `exp`: a token is expired from its second on.
      if (known) return known.expiresAtSecond > secondOf(now) ? known.session : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        const { sep = 0, sid = null, exp } = payload;
        const valid =
          typeof exp === 'number' &&
          Number.isSafeInteger(userId) &&
          userId > 0 &&
          Number.isSafeInteger(sep) &&
          (sid === null || typeof sid === 'string');
        if (!valid) return null;
        const session = { userId, sessionEpoch: sep as number, sessionId: sid as string | null };
        keep(token, { session, expiresAtSecond: exp });
        return session;
      } catch {
        return null;
      }
    },
    expiresAt(token) {
      try {
        const { exp } = decodeJwt(token);
        return typeof exp === 'number' ? new Date(exp * 1000) : null;
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET, or a secret generated on first start and kept in the data directory. */
export function jwtSecretFor(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
