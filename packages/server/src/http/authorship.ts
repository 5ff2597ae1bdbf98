/** Who records a change and when: the signed-in caller at the clock's now, never what a body says. */
import type { SignedInUser } from '../auth/signed-in-user';
import type { Clock } from './clock';
import { signedIn } from './handler';

export type Authorship = { userId: number; now: Date };

/** The author and times a new record is stored with. */
export type CreatedStamps = { createdBy: number; createdAt: Date; updatedAt: Date };

export function authorship(user: SignedInUser | null, clock: Clock): Authorship {
  return { userId: signedIn(user).id, now: clock.now() };
}

export function createdStamps(user: SignedInUser | null, clock: Clock): CreatedStamps {
  const { userId, now } = authorship(user, clock);
  return { createdBy: userId, createdAt: now, updatedAt: now };
}
