/** States of cases/amenities.ts: the pool the projects use, and an inactive clubhouse. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { amenities } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';

export const SWIMMING_POOL = {
  id: 1,
  name: 'Swimming Pool',
  description: 'Olympic-size pool with a kids section',
};

export async function ensureSwimmingPool(db: Database): Promise<void> {
  await db
    .insert(amenities)
    .values({
      ...SWIMMING_POOL,
      isActive: true,
      metadata: 'Open 6 am to 9 pm',
      createdBy: ADMIN_ID,
      createdAt: new Date('2026-01-05T10:00:00Z'),
      updatedAt: new Date('2026-01-05T10:00:00Z'),
    })
    .onConflictDoNothing();
}

export const amenitiesStates: StateSetups = {
  'amenity 1 Swimming Pool exists and is active': ({ db }) => ensureSwimmingPool(db),

  'amenity 2 Clubhouse exists and is inactive': async ({ db }) => {
    await db
      .insert(amenities)
      .values({
        id: 2,
        name: 'Clubhouse',
        description: 'Indoor games and a party hall',
        isActive: false,
        metadata: 'Closed for renovation',
        createdBy: ADMIN_ID,
        createdAt: new Date('2026-01-06T10:00:00Z'),
        updatedAt: new Date('2026-01-06T10:00:00Z'),
      })
      .onConflictDoNothing();
  },

  'no amenity exists': ({ db }) => assertNone(db, amenities, undefined, 'no amenity at all'),

  'no amenity has id 999': ({ db }) =>
    assertNone(db, amenities, eq(amenities.id, 999), 'no amenity 999'),
};
