/** A clock a test moves forward by hand, for what only time unlocks: throttles and expiries. */
import { calendarDateAt } from '@plotline/domain';
import type { Clock } from '../../src/http/clock';

export type MovableClock = Clock & { advance(milliseconds: number): void };

export function movableClock(start: Date, timeZone = 'Asia/Kolkata'): MovableClock {
  let instant = start.getTime();
  return {
    now: () => new Date(instant),
    today: () => calendarDateAt(new Date(instant), timeZone),
    advance(milliseconds) {
      instant += milliseconds;
    },
  };
}
