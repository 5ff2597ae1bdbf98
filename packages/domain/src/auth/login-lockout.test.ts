import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_LOGIN_LOCKOUT,
  LOCKOUT_AFTER_FAILURES,
  LOCKOUT_DURATION_MS,
  LOCKOUT_SECONDS,
  LOCKOUT_WARNING,
  isLockedOut,
  lockoutSecondsLeft,
  recordLoginFailure,
  recordLoginSuccess,
  releaseExpiredLockout,
  showsLockoutWarning,
  type LoginLockout,
} from './login-lockout';

const T0 = 1_700_000_000_000;

function failTimes(times: number, nowMs = T0): LoginLockout {
  let state = INITIAL_LOGIN_LOCKOUT;
  for (let i = 0; i < times; i += 1) state = recordLoginFailure(state, nowMs);
  return state;
}

describe('LOCKOUT_WARNING', () => {
  it('names 5 attempts, as docs/product/workflows.md words it', () => {
    expect(LOCKOUT_WARNING).toBe(
      'Warning: your account will be temporarily blocked after 5 failed attempts.',
    );
  });
});

describe('recordLoginFailure', () => {
  it.each([
    [1, false],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
  ])('after %i failures locked: %s', (failures, locked) => {
    const state = failTimes(failures);
    expect(state.failures).toBe(failures);
    expect(isLockedOut(state, T0)).toBe(locked);
    expect(state.lockedUntilMs).toBe(locked ? T0 + 30_000 : null);
  });

  it('does not change the state it was given', () => {
    const before = failTimes(3);
    recordLoginFailure(before, T0);
    expect(before).toEqual({ failures: 3, lockedUntilMs: null });
  });
});

describe('lockoutSecondsLeft', () => {
  const locked = failTimes(4);

  it.each([
    ['at the moment of locking', 0, 30],
    ['with 29.001 s left', 999, 30],
    ['with exactly 29 s left', 1_000, 29],
    ['with 0.001 s left', 29_999, 1],
    ['at expiry', 30_000, 0],
    ['long after expiry', 90_000, 0],
  ])('%s', (_, elapsedMs, expected) => {
    expect(lockoutSecondsLeft(locked, T0 + elapsedMs)).toBe(expected);
  });

  it('is 0 when not locked', () => {
    expect(lockoutSecondsLeft(failTimes(3), T0)).toBe(0);
  });
});

describe('releaseExpiredLockout', () => {
  const locked = failTimes(4);

  it('keeps the lock while the countdown runs', () => {
    expect(releaseExpiredLockout(locked, T0 + 29_999)).toBe(locked);
  });

  it('lifts the lock and resets the count when the countdown reaches 0', () => {
    expect(releaseExpiredLockout(locked, T0 + 30_000)).toEqual({
      failures: 0,
      lockedUntilMs: null,
    });
  });

  it('leaves an unlocked count alone', () => {
    const state = failTimes(3);
    expect(releaseExpiredLockout(state, T0 + 60_000)).toBe(state);
  });

  it('counts again from zero after release', () => {
    const released = releaseExpiredLockout(locked, T0 + 30_000);
    const next = recordLoginFailure(released, T0 + 31_000);
    expect(next).toEqual({ failures: 1, lockedUntilMs: null });
  });
});

describe('recordLoginSuccess', () => {
  it('resets the count', () => {
    expect(recordLoginSuccess()).toEqual({ failures: 0, lockedUntilMs: null });
  });
});

describe('showsLockoutWarning', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [4, true],
  ])('with %i failures: %s', (failures, shown) => {
    expect(showsLockoutWarning(failTimes(failures))).toBe(shown);
  });
});

describe('lockout properties', () => {
  it('the countdown never exceeds 30 and is 0 exactly when the lock has expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 60_000 }), (n, dt) => {
        const state = failTimes(n);
        const left = lockoutSecondsLeft(state, T0 + dt);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(LOCKOUT_SECONDS);
        expect(left === 0).toBe(n < LOCKOUT_AFTER_FAILURES || dt >= LOCKOUT_DURATION_MS);
      }),
    );
  });
});
