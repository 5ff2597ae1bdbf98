/**
 * On an empty database: the access catalogue, the administrator and, if wanted, demo data. It runs
 * under the migrations' lock (db/database.ts openDatabase's afterMigrating), so servers started
 * together on one empty PostgreSQL seed it once: the others find it seeded.
 */
import { randomInt } from 'node:crypto';
import { loginKey } from '@plotline/domain';
import { count } from 'drizzle-orm';
import { fillMissingLoginKeys } from '../auth/login-keys';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { userRoles, users } from '../db/schema';
import { seedAccessCatalogue } from './access-catalogue';

export type FirstStartOptions = {
  /** ADMIN_PASSWORD; without it the administrator gets a random one, to change at first sign-in. */
  adminPassword: string | null;
  /** Fills the empty business with realistic data once the admin exists. */
  seedDemoData?: (db: Database, adminId: number) => Promise<void>;
  /** Tells whoever started the server, this once, the password it chose for the administrator. */
  announce: (message: string) => void;
};

export const ADMIN_USERNAME = 'admin';

/** Letters and digits nobody misreads (no 0/O, 1/l/I), read aloud or typed from a console. */
const PASSWORD_CHARACTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 24 of 54 characters: 138 bits, past the 128 ASVS asks of a generated secret. */
const GENERATED_PASSWORD_LENGTH = 24;

function generatedPassword(): string {
  return Array.from(
    { length: GENERATED_PASSWORD_LENGTH },
    () => PASSWORD_CHARACTERS[randomInt(PASSWORD_CHARACTERS.length)],
  ).join('');
}

export const generatedPasswordNotice = (password: string) =>
  [
    `The administrator's first password, shown this once: ${password}`,
    `Sign in as '${ADMIN_USERNAME}' with it; you will be asked to choose your own.`,
    'To choose it yourself, start the server on an empty database with ADMIN_PASSWORD set.',
  ].join('\n');

/** Returns true when it seeded, false when the database already had users. */
export async function seedFirstStart(db: Database, options: FirstStartOptions): Promise<boolean> {
  await fillMissingLoginKeys(db);
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return false;
  const password = options.adminPassword ?? generatedPassword();
  const passwordHash = await hashPassword(password);
  const adminId = await db.transaction(async (tx) => {
    const { adminRoleId } = await seedAccessCatalogue(tx);
    const email = 'admin@plotline.local';
    const [admin] = await tx
      .insert(users)
      .values({
        username: ADMIN_USERNAME,
        email,
        usernameKey: loginKey(ADMIN_USERNAME),
        emailKey: loginKey(email),
        firstName: 'Plotline',
        lastName: 'Admin',
        passwordHash,
        passwordChangeRequired: options.adminPassword === null,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('The admin account was not created');
    await tx.insert(userRoles).values({ userId: admin.id, roleId: adminRoleId });
    return admin.id;
  });
  if (options.adminPassword === null) options.announce(generatedPasswordNotice(password));
  await options.seedDemoData?.(db, adminId);
  return true;
}
