/** States of cases/roles.ts: the roles Manager and Accountant, and the permissions they grant. */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { ADMIN_ROLE_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';

export const MANAGER_ID = 2;
export const ACCOUNTANT_ID = 3;

/** The baseline holds the catalogue with fixed ids; states that name one check it is there. */
export async function assertPermission(db: Database, id: number, name: string): Promise<void> {
  const [found] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.id, id), eq(permissions.name, name)));
  if (!found) throw new Error(`The baseline has no permission ${name} with id ${id}`);
}

async function grant(db: Database, roleId: number, permissionId: number): Promise<void> {
  await db.insert(rolePermissions).values({ roleId, permissionId }).onConflictDoNothing();
}

/** Role id 2 Manager, 'Runs day-to-day sales', active, granting projects.view (id 1). */
export async function ensureManager(db: Database): Promise<void> {
  await assertPermission(db, 1, 'projects.view');
  await db
    .insert(roles)
    .values({
      id: MANAGER_ID,
      name: 'Manager',
      description: 'Runs day-to-day sales',
      isActive: true,
      createdAt: new Date('2026-01-05T10:00:00Z'),
    })
    .onConflictDoNothing();
  await grant(db, MANAGER_ID, 1);
}

/** Role id 3 Accountant, 'Keeps the books', active; what it grants is up to the state. */
export async function ensureAccountant(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values({
      id: ACCOUNTANT_ID,
      name: 'Accountant',
      description: 'Keeps the books',
      isActive: true,
      createdAt: new Date('2026-02-01T10:00:00Z'),
    })
    .onConflictDoNothing();
}

export const rolesStates: StateSetups = {
  'the only roles are Admin (id 1) and Manager (id 2), each with a description and at least one permission':
    async ({ db }) => {
      await ensureManager(db);
      await db.delete(roles).where(notInArray(roles.id, [ADMIN_ROLE_ID, MANAGER_ID]));
    },

  'the role Manager with id 2 exists, active, described as Runs day-to-day sales, granting projects.view':
    ({ db }) => ensureManager(db),

  'no role is called Accountant': ({ db }) =>
    assertNone(db, roles, sql`lower(${roles.name}) = 'accountant'`, 'no role called Accountant'),

  // Created here with no permission; nobody is given it.
  'the role Accountant with id 3 exists and no user holds it': ({ db }) => ensureAccountant(db),

  'the permissions projects.view (id 1) and bookings.view (id 2) exist': async ({ db }) => {
    await assertPermission(db, 1, 'projects.view');
    await assertPermission(db, 2, 'bookings.view');
  },

  'no role has id 999': ({ db }) => assertNone(db, roles, eq(roles.id, 999), 'no role 999'),
};

/** Role id 2 Manager granting projects.view, role id 3 Accountant granting bookings.view. */
export async function ensureManagerAndAccountant(db: Database): Promise<void> {
  await ensureManager(db);
  await ensureAccountant(db);
  await assertPermission(db, 2, 'bookings.view');
  await grant(db, ACCOUNTANT_ID, 2);
}
