/**
 * users: the User Management screen's accounts, their status, passwords and roles. Each change
 * here is an access change, which the router runs through administration/no-escalation.ts: the
 * account must be within the caller's reach, and nothing the caller cannot pass on is given.
 */
import { setPasswordHash } from '../auth/credentials';
import { hashPassword } from '../auth/passwords';
import { endEverySession } from '../auth/sessions';
import { signedIn, type Handlers } from '../http/handler';
import { conflict, forbidden } from '../http/http-error';
import { streamedList } from '../http/streamed-list';
import { ADMINISTRATION_MESSAGES } from './administration/administration-messages';
import { assertRolesExist } from './roles/role-queries';
import { newPasswordInput, userInput } from './users/user-input';
import {
  assertNamesFree,
  deleteUserRow,
  everyUser,
  existingUser,
  insertUser,
  replaceUserRoles,
  updateUserRow,
  userOr404,
  usersPage,
} from './users/user-queries';

export const usersHandlers: Handlers = {
  async listUsers({ db }) {
    return streamedList(db, everyUser());
  },

  async listUsersFiltered({ db, query }) {
    return { status: 200, body: await usersPage(db, query) };
  },

  /** Created with no roles: the Manage Roles modal gives them. */
  async createUser({ db, clock, body }) {
    const values = userInput(body, { isCreate: true });
    const userId = await insertUser(db, values, await hashPassword(body.password), clock.now());
    return { status: 201, body: await userOr404(db, userId) };
  },

  async getUser({ db, params }) {
    return { status: 200, body: await userOr404(db, params.id) };
  },

  /** The password sent by a form that posts one payload is ignored: changeUserPassword sets it. */
  async updateUser({ db, clock, params, body, user }) {
    const now = clock.now();
    const actingUserId = signedIn(user).id;
    await db.transaction(async (tx) => {
      const existing = await existingUser(tx, params.id);
      const values = userInput(body, { isCreate: false });
      if (!values.isActive && params.id === actingUserId) {
        throw conflict('administration_lockout', ADMINISTRATION_MESSAGES.cannotBlockYourself);
      }
      await assertNamesFree(tx, values, params.id);
      await updateUserRow(tx, params.id, values, now);
      // Being set inactive here is blocking, as blockUser does it.
      if (existing.isActive && !values.isActive) await endEverySession(tx, params.id, now);
    });
    return { status: 200, body: await userOr404(db, params.id) };
  },

  async deleteUser({ db, params, user }) {
    const actingUserId = signedIn(user).id;
    await db.transaction(async (tx) => {
      const existing = await existingUser(tx, params.id);
      if (existing.id === actingUserId) {
        throw conflict('administration_lockout', ADMINISTRATION_MESSAGES.cannotDeleteYourself);
      }
      await deleteUserRow(tx, existing);
    });
    return { status: 204, body: undefined };
  },

  /**
   * Refused to everyone, whether or not the user exists: passwords are kept as argon2id hashes,
   * so there is nothing to read back. The Change Password modal then shows 'Unable to retrieve'.
   */
  async getUserCurrentPassword() {
    throw forbidden(ADMINISTRATION_MESSAGES.passwordsUnreadable);
  },

  /**
   * Setting someone's password is signing in as them, so only within the actor's reach; every
   * session made with the old one ends.
   */
  async changeUserPassword({ db, clock, params, body }) {
    await existingUser(db, params.id);
    const passwordHash = await hashPassword(newPasswordInput(body));
    const now = clock.now();
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, params.id, passwordHash, now);
      await endEverySession(tx, params.id, now);
    });
    return { status: 204, body: undefined };
  },

  /** The blocked user's sessions end, their access tokens at the next request on any server. */
  async blockUser({ db, clock, params, user }) {
    const now = clock.now();
    const actingUserId = signedIn(user).id;
    await db.transaction(async (tx) => {
      const existing = await existingUser(tx, params.id);
      if (existing.id === actingUserId) {
        throw conflict('administration_lockout', ADMINISTRATION_MESSAGES.cannotBlockYourself);
      }
      if (!existing.isActive) return;
      await updateUserRow(tx, existing.id, { isActive: false }, now);
      await endEverySession(tx, existing.id, now);
    });
    return { status: 200, body: await userOr404(db, params.id) };
  },

  /** The user signs in afresh: blocking ended the old sessions for good. */
  async unblockUser({ db, clock, params }) {
    const existing = await existingUser(db, params.id);
    if (!existing.isActive) await updateUserRow(db, existing.id, { isActive: true }, clock.now());
    return { status: 200, body: await userOr404(db, params.id) };
  },

  /** Lets in an account registered while registration needed approval; it holds no role yet. */
  async approveUser({ db, clock, params }) {
    const existing = await existingUser(db, params.id);
    if (existing.awaitingApproval) {
      await updateUserRow(db, existing.id, { awaitingApproval: false }, clock.now());
    }
    return { status: 200, body: await userOr404(db, params.id) };
  },

  /** Replaces the whole set, so the modal's ticks are exactly the user's roles afterwards. */
  async assignUserRoles({ db, params, body }) {
    await db.transaction(async (tx) => {
      await existingUser(tx, params.id);
      await assertRolesExist(tx, body.roleIds);
      await replaceUserRoles(tx, params.id, body.roleIds);
    });
    return { status: 200, body: await userOr404(db, params.id) };
  },

  /**
   * Sign out everywhere, for someone else: what revokeAllSessions does for the caller. The
   * account stays as it was, so the user may sign in again at once.
   */
  async revokeUserSessions({ db, clock, params }) {
    await existingUser(db, params.id);
    await endEverySession(db, params.id, clock.now());
    return { status: 204, body: undefined };
  },
};
