import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, accessTokens } from '../src/auth/access-tokens';

const secret = 'a-secret-long-enough-for-hs256-signing-0123456789';
const session = { userId: 7, sessionEpoch: 2, sessionId: 'family-1' };
const issuedAt = new Date('2026-11-30T10:00:00Z');
const secondsLater = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('accepts its own token until its expiry second, again and again', async () => {
    const tokens = accessTokens(secret);
    const token = await tokens.issue(session, issuedAt);
    expect(await tokens.verify(token, issuedAt)).toEqual(session);
    // The second reading comes from the tokens already verified: the same answer.
    expect(await tokens.verify(token, secondsLater(ACCESS_TOKEN_SECONDS - 1))).toEqual(session);
    expect(await tokens.verify(token, secondsLater(ACCESS_TOKEN_SECONDS))).toBeNull();
  });

  it('refuses a token it verified once, once it has expired', async () => {
    const tokens = accessTokens(secret);
    const token = await tokens.issue(session, issuedAt);
    expect(await tokens.verify(token, issuedAt)).toEqual(session);
    expect(await tokens.verify(token, secondsLater(ACCESS_TOKEN_SECONDS + 60))).toBeNull();
  });

  it('refuses an expired token it never verified', async () => {
    const tokens = accessTokens(secret);
    const token = await tokens.issue(session, issuedAt);
    expect(await tokens.verify(token, secondsLater(ACCESS_TOKEN_SECONDS))).toBeNull();
  });

  it("refuses a token whose signature is not the key's, even beside a verified one", async () => {
    const tokens = accessTokens(secret);
    const token = await tokens.issue(session, issuedAt);
    expect(await tokens.verify(token, issuedAt)).toEqual(session);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`, issuedAt)).toBeNull();
    const otherKey = await accessTokens('another-secret-long-enough-for-hs256-0123456').issue(
      session,
      issuedAt,
    );
    expect(await tokens.verify(otherKey, issuedAt)).toBeNull();
  });

  it('refuses a token signed with its key but without an expiry', async () => {
    const tokens = accessTokens(secret);
    const forever = await new SignJWT({ sep: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('plotline')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(forever, issuedAt)).toBeNull();
  });
});
