/** Short-lived signed access tokens (HS256 JWTs); the refresh token renews them. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'plotline';

export type AccessTokens = {
  issue(userId: number, now: Date): Promise<string>;
  /** The user id the token names, or null when it is forged, expired or malformed. */
  verify(token: string, now: Date): Promise<number | null>;
  /** When a token verify() has accepted stops being accepted; null for one it would not read. */
  expiresAt(token: string): Date | null;
};

export function accessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId, now) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_SECONDS)
        .sign(key),
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
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
