/**
 * Texts of sign-in, registration, logout and session (docs/product/validation.md and
 * docs/product/messages.md).
 */
import { LOCKOUT_AFTER_FAILURES } from './login-lockout';
import { REGISTRATION_MESSAGES } from './registration';

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  unexpectedError: 'An unexpected error occurred',
  noResponse: 'Network error. Please check your connection and try again.',
  otherFailure: 'Network error. Please try again.',
  invalidCredentials: 'Invalid credentials. Please check your username and password.',
  /**
   * docs/product/messages.md "Login" asks for advice to contact the administrator from 2 failures;
   * the wording is ours.
   */
  contactAdministrator: 'If the problem continues, please contact the administrator.',
  accountBlocked: 'Your account has been blocked. Please contact the administrator.',
  tooManyAttempts: 'Too many failed attempts. Please wait 30 seconds before trying again.',
  welcomeBack: 'Welcome back!',
  fixErrors: 'Please fix the errors below',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Logout failed',
  registrationSuccessful: 'Registration successful!',
  registrationFailed: 'Registration failed',
  passwordChangeFailed: 'Password change failed',
  noRefreshToken: 'No refresh token available',
  tokenRefreshFailed: 'Token refresh failed',
  /** When even a freshly refreshed token is refused; the wording is ours. */
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

export function serverErrorMessage(status: number): string {
  return `Server error (${status})`;
}

/** The documented text is kept as written, 'seconds' even for 1. */
export function pleaseWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before trying again.`;
}

/** How a sign-in attempt failed, as the HTTP client saw it. */
export type LoginFailure =
  | { kind: 'response'; status: number; message?: string | null }
  | { kind: 'no-response' }
  | { kind: 'other'; message?: string | null };

function nonBlank(text: string | null | undefined): string | null {
  return text !== null && text !== undefined && text.trim() !== '' ? text : null;
}

/**
 * The error the auth state records for a failed sign-in: the server's message, else
 * 'Server error (status)'; the network text when no response came; the error's own message,
 * else 'An unexpected error occurred'; 'Login failed' when nothing describes the failure.
 */
export function loginErrorMessage(failure: LoginFailure | null | undefined): string {
  if (!failure) return AUTH_MESSAGES.loginFailed;
  switch (failure.kind) {
    case 'response':
      return nonBlank(failure.message) ?? serverErrorMessage(failure.status);
    case 'no-response':
      return AUTH_MESSAGES.noResponse;
    case 'other':
      return nonBlank(failure.message) ?? AUTH_MESSAGES.unexpectedError;
  }
}

export const TOAST_DURATION_MS = { short: 4000, long: 8000 } as const;
/** From this many failures the toast stays longer and the credentials advice grows. */
export const LONG_TOAST_FROM_FAILURES = 2;

export type LoginToast = { message: string; durationMs: number };

/**
 * The toast for a failed sign-in, given the recorded error and the failure count including this
 * one. First match wins: the lockout text at 4 or more failures; the generic text when there is
 * no error text; then, by case-insensitive containment, 'Invalid username or password',
 * 'blocked', 'network' or 'fetch'; any other text is shown as it is.
 */
export function loginFailureToast(error: string | null | undefined, failures: number): LoginToast {
  const durationMs =
    failures >= LONG_TOAST_FROM_FAILURES ? TOAST_DURATION_MS.long : TOAST_DURATION_MS.short;
  return { message: loginFailureText(nonBlank(error), failures), durationMs };
}

function loginFailureText(error: string | null, failures: number): string {
  if (failures >= LOCKOUT_AFTER_FAILURES) return AUTH_MESSAGES.tooManyAttempts;
  if (error === null) return AUTH_MESSAGES.otherFailure;
  const text = error.toLowerCase();
  if (text.includes('invalid username or password')) {
    return failures >= LONG_TOAST_FROM_FAILURES
      ? `${AUTH_MESSAGES.invalidCredentials} ${AUTH_MESSAGES.contactAdministrator}`
      : AUTH_MESSAGES.invalidCredentials;
  }
  if (text.includes('blocked')) return AUTH_MESSAGES.accountBlocked;
  if (text.includes('network') || text.includes('fetch')) return AUTH_MESSAGES.noResponse;
  return error;
}

/** Registration and password change show the server's text when it sent one. */
export function registrationFailedMessage(serverMessage?: string | null): string {
  return nonBlank(serverMessage) ?? AUTH_MESSAGES.registrationFailed;
}

/** A registration that waits for an administrator: the server's words, else ours. */
export function awaitingApprovalMessage(serverMessage?: string | null): string {
  return nonBlank(serverMessage) ?? REGISTRATION_MESSAGES.awaitingApproval;
}

export function passwordChangeFailedMessage(serverMessage?: string | null): string {
  return nonBlank(serverMessage) ?? AUTH_MESSAGES.passwordChangeFailed;
}
