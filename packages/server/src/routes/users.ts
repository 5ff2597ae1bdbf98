/** users: the User Management screen's accounts, their status, passwords and roles. */
import { DEFAULT_IS_ACTIVE, isValid, validateChangePassword, validateUser } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { keepingAnAdministrator } from '../auth/administration-guard';
import { ADMINISTRATION_MESSAGES } from '../auth/messages';
import { hashPassword } from '../auth/passwords';
import { revokeAllSignIns } from '../auth/refresh-tokens';
import { assertRolesExist } from '../auth/role-records';
import {
  accountFields,
  assertNamesFree,
  existingUser,
  insertAccount,
  setPasswordHash,
} from '../auth/user-accounts';
import { userViewOr404, userViews } from '../auth/user-view';
import { userRoles, users } from '../db/schema';
import { signedIn, type Handler, type Handlers } from '../http/handler';
import { conflict, forbidden, invalid } from '../http/http-error';

const listUsers: Handler<'listUsers'> = async ({ db }) => ({
  status: 200,
  body: await userViews(db),
});

/** Created with no roles: the Manage Roles modal gives them. */
const createUser: Handler<'createUser'> = async ({ db, clock, body }) => {
  const errors = validateUser(body, { isCreate: true });
  if (!isValid(errors)) throw invalid(errors);
  const fields = { ...accountFields(body), isActive: body.isActive ?? DEFAULT_IS_ACTIVE };
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    await assertNamesFree(tx, fields);
    return insertAccount(tx, fields, passwordHash, clock.now());
  });
  return { status: 201, body: await userViewOr404(db, userId) };
};

const getUser: Handler<'getUser'> = async ({ db, params }) => ({
  status: 200,
  body: await userViewOr404(db, params.id),
});

/** The password sent by a form that posts one payload is ignored: changeUserPassword sets it. */
const updateUser: Handler<'updateUser'> = async ({ db, clock, params, body, user }) => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const existing = await existingUser(tx, params.id);
    const errors = validateUser(body, { isCreate: false });
    if (!isValid(errors)) throw invalid(errors);
    const isActive = body.isActive ?? DEFAULT_IS_ACTIVE;
    if (!isActive && params.id === signedIn(user).id) {
      throw conflict(ADMINISTRATION_MESSAGES.cannotBlockYourself);
    }
    const fields = accountFields(body);
    await assertNamesFree(tx, fields, params.id);
    await keepingAnAdministrator(tx, async () => {
      await tx
        .update(users)
        .set({ ...fields, isActive, updatedAt: now })
        .where(eq(users.id, params.id));
      // Being set inactive here is blocking, as blockUser does it.
      if (existing.isActive && !isActive) await revokeAllSignIns(tx, params.id, now);
    });
  });
  return { status: 200, body: await userViewOr404(db, params.id) };
};

const deleteUser: Handler<'deleteUser'> = async ({ db, params, user }) => {
  await db.transaction(async (tx) => {
    await existingUser(tx, params.id);
    if (params.id === signedIn(user).id) {
      throw conflict(ADMINISTRATION_MESSAGES.cannotDeleteYourself);
    }
    await keepingAnAdministrator(tx, () => tx.delete(users).where(eq(users.id, params.id)));
  });
  return { status: 204, body: undefined };
};

/**
 * Refused to everyone, whether or not the user exists: passwords are kept as argon2id hashes, so
 * there is nothing to read back. The Change Password modal then shows 'Unable to retrieve'.
 */
const getUserCurrentPassword: Handler<'getUserCurrentPassword'> = async () => {
  throw forbidden(ADMINISTRATION_MESSAGES.passwordsUnreadable);
};

/** The modal may send no confirmation (SPEC.md section 7); when it does, it must match. */
const changeUserPassword: Handler<'changeUserPassword'> = async ({ db, clock, params, body }) => {
  await existingUser(db, params.id);
  const errors = validateChangePassword({
    newPassword: body.newPassword,
    confirmPassword: body.confirmPassword ?? body.newPassword,
  });
  if (!isValid(errors)) throw invalid(errors);
  const passwordHash = await hashPassword(body.newPassword);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, params.id, passwordHash, now);
    await revokeAllSignIns(tx, params.id, now);
  });
  return { status: 204, body: undefined };
};

/** The blocked user's access token stops working at once: every request reads isActive afresh. */
const blockUser: Handler<'blockUser'> = async ({ db, clock, params, user }) => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const existing = await existingUser(tx, params.id);
    if (params.id === signedIn(user).id) {
      throw conflict(ADMINISTRATION_MESSAGES.cannotBlockYourself);
    }
    if (!existing.isActive) return;
    await keepingAnAdministrator(tx, async () => {
      await tx
        .update(users)
        .set({ isActive: false, updatedAt: now })
        .where(eq(users.id, params.id));
      await revokeAllSignIns(tx, params.id, now);
    });
  });
  return { status: 200, body: await userViewOr404(db, params.id) };
};

/** The user signs in afresh: blocking revoked the old sessions for good. */
const unblockUser: Handler<'unblockUser'> = async ({ db, clock, params }) => {
  const existing = await existingUser(db, params.id);
  if (!existing.isActive) {
    await db
      .update(users)
      .set({ isActive: true, updatedAt: clock.now() })
      .where(eq(users.id, params.id));
  }
  return { status: 200, body: await userViewOr404(db, params.id) };
};

/** Replaces the whole set, so the modal's ticks are exactly the user's roles afterwards. */
const assignUserRoles: Handler<'assignUserRoles'> = async ({ db, params, body }) => {
  await db.transaction(async (tx) => {
    await existingUser(tx, params.id);
    await assertRolesExist(tx, body.roleIds);
    await keepingAnAdministrator(tx, async () => {
      await tx.delete(userRoles).where(eq(userRoles.userId, params.id));
      if (body.roleIds.length > 0) {
        await tx
          .insert(userRoles)
          .values(body.roleIds.map((roleId) => ({ userId: params.id, roleId })));
      }
    });
  });
  return { status: 200, body: await userViewOr404(db, params.id) };
};

export const usersHandlers: Handlers = {
  listUsers,
  createUser,
  getUser,
  updateUser,
  deleteUser,
  getUserCurrentPassword,
  changeUserPassword,
  blockUser,
  unblockUser,
  assignUserRoles,
};
