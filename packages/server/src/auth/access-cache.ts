/**
 * What a verified access token proves (the SignedInUser: active or blocked, roles, permissions),
 * kept in this process's memory so a request does not read it from the database every time.
 *
 * A block or a role change takes effect within 5 seconds, because:
 * - a changed fact is served from here for at most ACCESS_CACHE_SECONDS after it was read, by the
 *   server's clock, whoever changed it (another server process, straight SQL);
 * - a change made through this server's API forgets what it touches once its transaction has
 *   committed (see ACCESS_CHANGES), so it bites on the very next request;
 * - a read that began before such a forgetting is not kept, so it cannot put the old answer back.
 */
import type { Executor } from '../db/database';
import type { Clock } from '../http/clock';
import { loadSignedInUser, type SignedInUser } from './signed-in-user';

export const ACCESS_CACHE_SECONDS = 5;
/** Enough for every member of staff of a big business, small enough to never matter in memory. */
const MOST_USERS_KEPT = 10_000;

export type AccessCache = {
  /** The user as the database said within the last ACCESS_CACHE_SECONDS, or null if none. */
  signedInUser(db: Executor, userId: number): Promise<SignedInUser | null>;
  forgetUser(userId: number): void;
  forgetEveryone(): void;
};

export function accessCache(clock: Clock): AccessCache {
  const kept = new Map<number, { user: SignedInUser | null; readAt: number }>();
  let forgettings = 0;
  const isFresh = (readAt: number) => {
    const age = clock.now().getTime() - readAt;
    return age >= 0 && age < ACCESS_CACHE_SECONDS * 1000;
  };
  return {
    async signedInUser(db, userId) {
      const entry = kept.get(userId);
      if (entry && isFresh(entry.readAt)) return entry.user;
      kept.delete(userId);
      const forgettingsBefore = forgettings;
      const readAt = clock.now().getTime();
      const user = await loadSignedInUser(db, userId);
      if (forgettings === forgettingsBefore) {
        // A Map iterates in insertion order, so the first key is the one read longest ago.
        if (kept.size >= MOST_USERS_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(userId, { user, readAt });
      }
      return user;
    },
    forgetUser(userId) {
      forgettings += 1;
      kept.delete(userId);
    },
    forgetEveryone() {
      forgettings += 1;
      kept.clear();
    },
  };
}
