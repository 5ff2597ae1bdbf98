/**
 * The first start as a server of an older schema ran it, for the tests that upgrade such a
 * database: the access catalogue, the admin written with the columns every schema has had, and,
 * if wanted, demo data. Today's seedFirstStart writes columns older schemas lack.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import type { Database } from '../../src/db/database';
import { seedAccessCatalogue } from '../../src/seed/access-catalogue';

export async function seedOlderFirstStart(
  db: Database,
  options: {
    adminPassword: string;
    seedDemoData?: (db: Database, adminId: number) => Promise<void>;
  },
): Promise<void> {
  const passwordHash = await hashPassword(options.adminPassword);
  const adminId = await db.transaction(async (tx) => {
    const { adminRoleId } = await seedAccessCatalogue(tx);
    const { rows } = (await tx.execute(sql`
      insert into users (username, email, first_name, last_name, password_hash)
      values ('admin', 'admin@plotline.local', 'Plotline', 'Admin', ${passwordHash})
      returning id`)) as unknown as { rows: { id: number }[] };
    const id = rows[0]!.id;
    await tx.execute(sql`insert into user_roles (user_id, role_id) values (${id}, ${adminRoleId})`);
    return id;
  });
  await options.seedDemoData?.(db, adminId);
}
