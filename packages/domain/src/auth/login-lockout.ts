/**
 * The login form's failed-attempt counter and lockout (docs/product/workflows.md and
 * docs/product/constants.md) as a pure state machine: the screen keeps the state and passes the
 * clock in.
 */

export const LOCKOUT_AFTER_FAILURES = 4;
export const LOCKOUT_SECONDS = 30;
export const LOCKOUT_DURATION_MS = LOCKOUT_SECONDS * 1000;
export const LOCKOUT_WARNING_FROM_FAILURES = 3;
/**
 * The warning names 5 attempts although the form locks at 4: the business asked for both
 * (docs/product/workflows.md "Login lockout").
 */
export const LOCKOUT_WARNING_ATTEMPTS = 5;
export const LOCKOUT_WARNING = `Warning: your account will be temporarily blocked after ${LOCKOUT_WARNING_ATTEMPTS} failed attempts.`;

export type LoginLockout = {
  failures: number;
  lockedUntilMs: number | null;
};

export const INITIAL_LOGIN_LOCKOUT: LoginLockout = { failures: 0, lockedUntilMs: null };

/** Counts a failure; the failure that reaches the limit starts a fresh 30-second lock. */
export function recordLoginFailure(state: LoginLockout, nowMs: number): LoginLockout {
  const failures = state.failures + 1;
  return {
    failures,
    lockedUntilMs: failures >= LOCKOUT_AFTER_FAILURES ? nowMs + LOCKOUT_DURATION_MS : null,
  };
}

export function recordLoginSuccess(): LoginLockout {
  return INITIAL_LOGIN_LOCKOUT;
}

/** Whole seconds left, rounded up so the countdown never shows 0 while still locked. */
export function lockoutSecondsLeft(state: LoginLockout, nowMs: number): number {
  if (state.lockedUntilMs === null) return 0;
  return Math.max(0, Math.ceil((state.lockedUntilMs - nowMs) / 1000));
}

export function isLockedOut(state: LoginLockout, nowMs: number): boolean {
  return lockoutSecondsLeft(state, nowMs) > 0;
}

/** When the countdown reaches 0 the lock lifts and the count starts again from zero. */
export function releaseExpiredLockout(state: LoginLockout, nowMs: number): LoginLockout {
  if (state.lockedUntilMs === null || isLockedOut(state, nowMs)) return state;
  return INITIAL_LOGIN_LOCKOUT;
}

export function showsLockoutWarning(state: LoginLockout): boolean {
  return state.failures >= LOCKOUT_WARNING_FROM_FAILURES;
}
