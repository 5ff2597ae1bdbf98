/** Creating and editing accounts: what registration, the Add User and the Edit User forms share. */
import { filledText, type FieldErrors } from '@plotline/domain';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { ADMINISTRATION_MESSAGES } from './messages';
import { sameName } from '../db/same-name';

export type AccountForm = {
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
};

/** The account's columns as stored: names trimmed, optional text null when left blank. */
export function accountFields(form: AccountForm) {
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    firstName: filledText(form.firstName ?? ''),
    lastName: filledText(form.lastName ?? ''),
    phoneNumber: filledText(form.phoneNumber ?? ''),
  };
}

/**
 * 409 naming each field another account already uses, compared as the unique indexes compare
 * (any letter case), so the form can show the message beside the field.
 */
export async function assertNamesFree(
  db: Executor,
  names: { username: string; email: string },
  exceptUserId?: number,
): Promise<void> {
  const others = await db
    .select({
      usernameTaken: sameName(users.username, names.username),
      emailTaken: sameName(users.email, names.email),
    })
    .from(users)
    .where(
      and(
        or(sameName(users.username, names.username), sameName(users.email, names.email)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  const errors: FieldErrors = {};
  if (others.some((other) => other.usernameTaken)) {
    errors.username = ADMINISTRATION_MESSAGES.usernameTaken;
  }
  if (others.some((other) => other.emailTaken)) errors.email = ADMINISTRATION_MESSAGES.emailTaken;
  const [first] = Object.values(errors);
  if (first) throw conflict(first, errors);
}

/** The user in the path, or 404. */
export async function existingUser(db: Executor, userId: number) {
  const [user] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(ADMINISTRATION_MESSAGES.userNotFound);
  return user;
}

export async function insertAccount(
  db: Executor,
  fields: ReturnType<typeof accountFields> & { isActive: boolean },
  passwordHash: string,
  now: Date,
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ ...fields, passwordHash, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!created) throw new Error('The account was not created');
  return created.id;
}

export async function setPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
