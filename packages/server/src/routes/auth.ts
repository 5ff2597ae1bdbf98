/** auth: sign-in, registration, sessions and the signed-in user's own account. */
import type { components } from '@plotline/api-client/schema';
import {
  AUTH_MESSAGES,
  pleaseWaitMessage,
  REGISTRATION_MESSAGES,
  validateChangePassword,
  validateLogin,
} from '@plotline/domain';
import { secondsRefusedToAddress, type AuthAttempt } from '../auth/address-throttle';
import { checkCredentials, passwordHashOf, setOwnPasswordHash } from '../auth/credentials';
import { SIGN_IN_MESSAGES } from '../auth/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeSignIn, rotateRefreshToken } from '../auth/refresh-tokens';
import { accessTokenFor, endEverySession, startSession } from '../auth/sessions';
import { throttledAddress } from '../auth/throttled-address';
import {
  clearSignInFailures,
  recordSignInFailure,
  secondsLocked,
  throttledAccount,
} from '../auth/sign-in-throttle';
import { signedIn, type Handlers, type Services } from '../http/handler';
import {
  accountBlocked,
  assertValid,
  HttpError,
  invalidCredentials,
  tooManyRequests,
  unauthorized,
} from '../http/http-error';
import { registrationInput } from './users/user-input';
import { insertUser, signedInUserResponse, userOr404 } from './users/user-queries';

type AuthResponse = components['schemas']['AuthResponse'];

/** A new session's tokens, with the user they sign in as the contract shows them. */
async function signInAs(
  services: Services,
  userId: number,
  options?: { signingIn: boolean },
): Promise<AuthResponse> {
  const tokens = await startSession(services, userId, options);
  return { ...tokens, user: await userOr404(services.db, userId) };
}

/**
 * Counts the attempt against the caller's address and refuses it past the limit, before any
 * password is hashed or looked at: a flood of attempts costs the server one statement each.
 */
async function admitFromAddress(
  { db, clock, config, ip }: Services & { ip: string },
  operation: AuthAttempt['operation'],
): Promise<void> {
  const attempt = { operation, address: throttledAddress(ip), now: clock.now() };
  const wait = await secondsRefusedToAddress(db, attempt, config.authAttemptsPerAddress);
  if (wait > 0) {
    throw tooManyRequests(
      `${SIGN_IN_MESSAGES.tooManyFromAddress} ${pleaseWaitMessage(wait)}`,
      wait,
    );
  }
}

export const authHandlers: Handlers = {
  /**
   * A locked account answers 429 before its password is looked at, so the right password cannot
   * be found by guessing through the lock. A blocked account is told so only after the right
   * password.
   */
  async login(services) {
    const { db, clock, body } = services;
    await admitFromAddress(services, 'login');
    assertValid(validateLogin(body));
    const now = clock.now();
    const account = throttledAccount(body.username);
    const wait = await secondsLocked(db, account, now);
    if (wait > 0) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, wait);
    const user = await checkCredentials(db, body.username, body.password);
    if (!user) {
      await recordSignInFailure(db, account, now);
      throw invalidCredentials(SIGN_IN_MESSAGES.invalidCredentials);
    }
    if (!user.isActive) throw accountBlocked(SIGN_IN_MESSAGES.accountBlocked, 403);
    if (user.awaitingApproval) {
      throw new HttpError(403, 'awaiting_approval', REGISTRATION_MESSAGES.notYetApproved);
    }
    await clearSignInFailures(db, account);
    return { status: 200, body: await signInAs(services, user.id) };
  },

  /**
   * As the REGISTRATION setting allows. The newcomer gets no role, so sees what the access policy
   * shows every signed-in user (the dashboard's figures) until given one; while registration
   * needs approval, nothing until an administrator approves the account.
   */
  async register(services) {
    const { db, clock, config, body } = services;
    if (config.registration === 'closed') {
      throw new HttpError(403, 'registration_closed', REGISTRATION_MESSAGES.closed);
    }
    await admitFromAddress(services, 'register');
    const values = registrationInput(body);
    const awaitingApproval = config.registration === 'approval';
    const passwordHash = await hashPassword(body.password);
    const userId = await insertUser(db, values, passwordHash, clock.now(), awaitingApproval);
    if (awaitingApproval) {
      const message = REGISTRATION_MESSAGES.awaitingApproval;
      return { status: 202, body: { message, user: await userOr404(db, userId) } };
    }
    return { status: 201, body: await signInAs(services, userId) };
  },

  async getRegistration({ config }) {
    return { status: 200, body: { registration: config.registration } };
  },

  async logout({ db, clock, body, user }) {
    await revokeSignIn(db, body.refreshToken, signedIn(user).id, clock.now());
    return { status: 204, body: undefined };
  },

  async refreshToken(services) {
    const { db, clock, accessTokens, body } = services;
    await admitFromAddress(services, 'refreshToken');
    const now = clock.now();
    const rotated = await rotateRefreshToken(db, body.refreshToken, now);
    if (!rotated) throw unauthorized(SIGN_IN_MESSAGES.invalidRefreshToken);
    const { userId, familyId } = rotated;
    return {
      status: 200,
      body: {
        accessToken: await accessTokenFor(db, accessTokens, userId, familyId, now),
        refreshToken: rotated.refreshToken,
        user: await userOr404(db, rotated.userId),
      },
    };
  },

  async getCurrentUser({ db, user }) {
    return { status: 200, body: await signedInUserResponse(db, signedIn(user)) };
  },

  /**
   * A new password ends every session made with the old one, wherever it is (a stolen session
   * among them), and starts this browser's anew: the answer carries its tokens.
   */
  async changeOwnPassword(services) {
    const { db, clock, body, user } = services;
    const me = signedIn(user);
    const storedHash = await passwordHashOf(db, me.id);
    const currentIsRight =
      storedHash !== null && (await verifyPassword(storedHash, body.currentPassword));
    assertValid({
      ...(currentIsRight ? {} : { currentPassword: SIGN_IN_MESSAGES.currentPasswordIncorrect }),
      ...validateChangePassword(body),
    });
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await setOwnPasswordHash(tx, me.id, passwordHash, clock.now());
      await endEverySession(tx, me.id, clock.now());
    });
    return { status: 200, body: await signInAs(services, me.id, { signingIn: false }) };
  },

  async revokeAllSessions({ db, clock, user }) {
    await endEverySession(db, signedIn(user).id, clock.now());
    return { status: 204, body: undefined };
  },
};
