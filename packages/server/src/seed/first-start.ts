/** On an empty database: the access catalogue, the admin account and, if wanted, demo data. */
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { userRoles, users } from '../db/schema';
import { seedAccessCatalogue } from './access-catalogue';

export const DEFAULT_ADMIN_PASSWORD = 'admin123';

export type FirstStartOptions = {
  adminPassword: string | null;
  /** Fills the empty business with realistic data once the admin exists. */
  seedDemoData?: (db: Database, adminId: number) => Promise<void>;
  warn: (message: string) => void;
};

/** Returns true when it seeded, false when the database already had users. */
export async function seedFirstStart(db: Database, options: FirstStartOptions): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return false;
  if (!options.adminPassword) {
    options.warn(
      `ADMIN_PASSWORD is not set: the admin account's password is '${DEFAULT_ADMIN_PASSWORD}'. Change it after signing in.`,
    );
  }
  const passwordHash = await hashPassword(options.adminPassword ?? DEFAULT_ADMIN_PASSWORD);
  const adminId = await db.transaction(async (tx) => {
    const { adminRoleId } = await seedAccessCatalogue(tx);
    const [admin] = await tx
      .insert(users)
      .values({
        username: 'admin',
        email: 'admin@plotline.local',
        firstName: 'Plotline',
        lastName: 'Admin',
        passwordHash,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('The admin account was not created');
    await tx.insert(userRoles).values({ userId: admin.id, roleId: adminRoleId });
    return admin.id;
  });
  await options.seedDemoData?.(db, adminId);
  return true;
}
