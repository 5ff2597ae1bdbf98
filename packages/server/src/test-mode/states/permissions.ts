/** States of cases/permissions.ts: the catalogue the baseline holds, and reports.export. */
import { eq, isNull, or, sql } from 'drizzle-orm';
import { permissions } from '../../db/schema';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { assertPermission } from './roles';

export const permissionsStates: StateSetups = {
  'the permission projects.view with id 1 exists, and every permission has a description and a module':
    async ({ db }) => {
      await assertPermission(db, 1, 'projects.view');
      await assertNone(
        db,
        permissions,
        or(isNull(permissions.description), isNull(permissions.module)),
        'every permission described and in a module',
      );
    },

  'the permission projects.view with id 1 exists': ({ db }) =>
    assertPermission(db, 1, 'projects.view'),

  'the permission reports.export with id 60 exists in the module reports': async ({ db }) => {
    await db
      .insert(permissions)
      .values({
        id: 60,
        name: 'reports.export',
        description: 'Export reports as CSV',
        module: 'reports',
        isActive: true,
      })
      .onConflictDoNothing();
  },

  'no permission is called reports.export': ({ db }) =>
    assertNone(
      db,
      permissions,
      sql`lower(${permissions.name}) = 'reports.export'`,
      'no permission reports.export',
    ),

  'no permission has id 999': ({ db }) =>
    assertNone(db, permissions, eq(permissions.id, 999), 'no permission 999'),
};
