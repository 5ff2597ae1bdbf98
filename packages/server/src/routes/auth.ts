/** auth: sign-in, registration, sessions and the signed-in user's own account. */
import {
  AUTH_MESSAGES,
  isValid,
  validateChangePassword,
  validateLogin,
  validateRegistration,
  type FieldErrors,
} from '@plotline/domain';
import { checkCredentials, passwordHashOf } from '../auth/credentials';
import { SIGN_IN_MESSAGES } from '../auth/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAllSignIns, revokeSignIn, rotateRefreshToken } from '../auth/refresh-tokens';
import { startSession } from '../auth/sessions';
import {
  clearSignInFailures,
  recordSignInFailure,
  secondsLocked,
  throttledAccount,
} from '../auth/sign-in-throttle';
import {
  accountFields,
  assertNamesFree,
  insertAccount,
  setPasswordHash,
} from '../auth/user-accounts';
import { userViewOr404 } from '../auth/user-view';
import { signedIn, type Handler, type Handlers } from '../http/handler';
import { forbidden, invalid, tooManyRequests, unauthorized } from '../http/http-error';

/**
 * A locked account answers 429 before its password is looked at, so the right password cannot be
 * found by guessing through the lock. A blocked account is told so only after the right password.
 */
const login: Handler<'login'> = async (services) => {
  const { db, clock, body } = services;
  const errors = validateLogin(body);
  if (!isValid(errors)) throw invalid(errors);
  const now = clock.now();
  const account = throttledAccount(body.username);
  const wait = await secondsLocked(db, account, now);
  if (wait > 0) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, wait);
  const user = await checkCredentials(db, body.username, body.password);
  if (!user) {
    await recordSignInFailure(db, account, now);
    throw unauthorized(SIGN_IN_MESSAGES.invalidCredentials);
  }
  if (!user.isActive) throw forbidden(SIGN_IN_MESSAGES.accountBlocked);
  await clearSignInFailures(db, account);
  return { status: 200, body: await startSession(services, user.id) };
};

/** Self-service: the newcomer gets no role, so sees the dashboard and nothing more until given one. */
const register: Handler<'register'> = async (services) => {
  const { db, clock, body } = services;
  const errors = validateRegistration(body);
  if (!isValid(errors)) throw invalid(errors);
  const fields = { ...accountFields(body), isActive: true };
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    await assertNamesFree(tx, fields);
    return insertAccount(tx, fields, passwordHash, clock.now());
  });
  return { status: 201, body: await startSession(services, userId) };
};

const logout: Handler<'logout'> = async ({ db, clock, body, user }) => {
  await revokeSignIn(db, body.refreshToken, signedIn(user).id, clock.now());
  return { status: 204, body: undefined };
};

const refreshToken: Handler<'refreshToken'> = async ({ db, clock, accessTokens, body }) => {
  const now = clock.now();
  const rotated = await rotateRefreshToken(db, body.refreshToken, now);
  if (!rotated) throw unauthorized(SIGN_IN_MESSAGES.invalidRefreshToken);
  return {
    status: 200,
    body: {
      accessToken: await accessTokens.issue(rotated.userId, now),
      refreshToken: rotated.refreshToken,
      user: await userViewOr404(db, rotated.userId),
    },
  };
};

const getCurrentUser: Handler<'getCurrentUser'> = async ({ db, user }) => ({
  status: 200,
  body: await userViewOr404(db, signedIn(user).id),
});

/**
 * Other sessions are left signed in: revoke-all is there for that, and revoking here would sign
 * this browser out too, as its refresh token cannot be told apart from the others'.
 */
const changeOwnPassword: Handler<'changeOwnPassword'> = async ({ db, clock, body, user }) => {
  const me = signedIn(user);
  const storedHash = await passwordHashOf(db, me.id);
  const currentIsRight =
    storedHash !== null && (await verifyPassword(storedHash, body.currentPassword));
  const errors: FieldErrors = {
    ...(currentIsRight ? {} : { currentPassword: SIGN_IN_MESSAGES.currentPasswordIncorrect }),
    ...validateChangePassword(body),
  };
  if (!isValid(errors)) throw invalid(errors);
  await setPasswordHash(db, me.id, await hashPassword(body.newPassword), clock.now());
  return { status: 204, body: undefined };
};

const revokeAllSessions: Handler<'revokeAllSessions'> = async ({ db, clock, user }) => {
  await revokeAllSignIns(db, signedIn(user).id, clock.now());
  return { status: 204, body: undefined };
};

export const authHandlers: Handlers = {
  login,
  register,
  logout,
  refreshToken,
  getCurrentUser,
  changeOwnPassword,
  revokeAllSessions,
};
