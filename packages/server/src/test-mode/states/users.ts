/**
 * States of cases/users.ts: ravi, meena, a newcomer waiting for approval, and the roles the Manage
 * Roles modal offers.
 */
import { eq, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import { hashedOnce } from '../password-hashes';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureManager, ensureManagerAndAccountant, MANAGER_ID } from './roles';
import { withLoginKeys } from '../../auth/login-keys';

const RAVI_ID = 2;
const NEWCOMER_ID = 5;

/** User id 2 ravi, a Manager who has signed in before; blocked when isActive is false. */
async function ensureRavi(db: Database, isActive: boolean): Promise<void> {
  await ensureManager(db);
  await db
    .insert(users)
    .values(
      withLoginKeys({
        id: RAVI_ID,
        username: 'ravi',
        email: 'ravi.kumar@plotline.local',
        firstName: 'Ravi',
        lastName: 'Kumar',
        phoneNumber: '9812345670',
        passwordHash: await hashedOnce('secret123'),
        isActive,
        lastLoginAt: new Date('2026-11-21T17:40:00Z'),
        createdAt: new Date('2026-03-02T11:30:00Z'),
        updatedAt: new Date('2026-03-02T11:30:00Z'),
      }),
    )
    .onConflictDoUpdate({ target: users.id, set: { isActive } });
  await db.insert(userRoles).values({ userId: RAVI_ID, roleId: MANAGER_ID }).onConflictDoNothing();
}

/** Registered while registration needed approval: active, but no administrator has let them in. */
async function ensureNewcomerWaiting(db: Database): Promise<void> {
  const registeredAt = new Date('2026-11-21T15:00:00Z');
  await db
    .insert(users)
    .values(
      withLoginKeys({
        id: NEWCOMER_ID,
        username: 'newcomer',
        email: 'newcomer@example.in',
        firstName: 'Nisha',
        lastName: 'Rao',
        phoneNumber: '9123400005',
        passwordHash: await hashedOnce('secret123'),
        isActive: true,
        awaitingApproval: true,
        createdAt: registeredAt,
        updatedAt: registeredAt,
      }),
    )
    .onConflictDoNothing();
}

export const usersStates: StateSetups = {
  'the only users are admin (id 1) and ravi (id 2), and both have signed in before': async ({
    db,
  }) => {
    await ensureRavi(db, true);
    await db.delete(users).where(notInArray(users.id, [ADMIN_ID, RAVI_ID]));
  },

  'the user ravi with id 2 exists, active, with the role Manager, and has signed in before': ({
    db,
  }) => ensureRavi(db, true),

  'the user ravi with id 2 exists, with the role Manager, and is blocked': ({ db }) =>
    ensureRavi(db, false),

  'the user meena with id 3 exists with the email meena.iyer@plotline.local': async ({ db }) => {
    await db
      .insert(users)
      .values(
        withLoginKeys({
          id: 3,
          username: 'meena',
          email: 'meena.iyer@plotline.local',
          passwordHash: await hashedOnce('secret123'),
          isActive: true,
        }),
      )
      .onConflictDoNothing();
  },

  'no user is called vikram or has the email vikram.singh@plotline.local': ({ db }) =>
    assertNone(
      db,
      users,
      or(
        sql`lower(${users.username}) = 'vikram'`,
        sql`lower(${users.email}) = 'vikram.singh@plotline.local'`,
      ),
      'no user vikram',
    ),

  'the roles Manager (id 2) and Accountant (id 3) exist, each granting at least one permission': ({
    db,
  }) => ensureManagerAndAccountant(db),

  'the user newcomer with id 5 registered on 2026-11-21 and is waiting for approval': ({ db }) =>
    ensureNewcomerWaiting(db),

  'no user has id 999': ({ db }) => assertNone(db, users, eq(users.id, 999), 'no user 999'),
};
