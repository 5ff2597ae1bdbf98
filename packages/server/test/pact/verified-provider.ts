/**
 * The real API listening on 127.0.0.1 for the Verifier, on a fresh database, at a fixed instant
 * so the tokens minted for the placeholders and the dates the states count back from hold still.
 */
import { accessCache } from '../../src/auth/access-cache';
import { accessTokens, type AccessTokens } from '../../src/auth/access-tokens';
import { buildApp } from '../../src/app';
import { configFromEnv } from '../../src/config';
import { fixedClock } from '../../src/http/clock';
import { openTestDatabase } from '../support/test-database';
import { resetToBaseline } from './baseline';
import type { ProviderWorld } from './provider-world';

/** The instant the consumer's examples were written at: their "today" is 2026-11-22. */
export const VERIFICATION_INSTANT = new Date('2026-11-22T06:30:00Z');

export type VerifiedProvider = {
  baseUrl: string;
  world: ProviderWorld;
  tokens: AccessTokens;
  /** Empties the database and writes the baseline every interaction starts from. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

export async function startVerifiedProvider(): Promise<VerifiedProvider> {
  const { db, close } = await openTestDatabase();
  const config = { ...configFromEnv({}), demoData: false };
  const clock = fixedClock(VERIFICATION_INSTANT, config.timeZone);
  const tokens = accessTokens('plotline-pact-verification-secret');
  const access = accessCache(clock);
  const app = await buildApp({ db, config, clock, accessTokens: tokens, access });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    world: { db, clock, forgetAccess: () => access.forgetEveryone() },
    tokens,
    async reset() {
      await resetToBaseline(db);
      access.forgetEveryone();
    },
    async close() {
      await app.close();
      await close();
    },
  };
}
