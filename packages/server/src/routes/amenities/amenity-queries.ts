/** Reading and writing the amenity catalogue. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { amenities, projectAmenities } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import type { AmenityValues } from './amenity-input';
import type { CreatedStamps } from '../../http/authorship';

// By name whatever its letter case, then by id so equal names keep one order.
const byName = [asc(sql`lower(${amenities.name})`), asc(amenities.id)];

function amenitiesWhere(db: Executor, where?: SQL) {
  return db
    .select()
    .from(amenities)
    .where(where)
    .orderBy(...byName);
}

export const allAmenities = (db: Executor) => amenitiesWhere(db);

/** What the project form offers. */
export const activeAmenities = (db: Executor) => amenitiesWhere(db, eq(amenities.isActive, true));

export const amenityNotFound = () => notFound(NOT_FOUND_MESSAGES.amenity);

export async function amenityOr404(db: Executor, id: number) {
  const [amenity] = await db.select().from(amenities).where(eq(amenities.id, id));
  if (!amenity) throw amenityNotFound();
  return amenity;
}

/** Whether any project has picked the amenity. */
export async function isAmenityInUse(db: Executor, amenityId: number): Promise<boolean> {
  const [use] = await db
    .select({ projectId: projectAmenities.projectId })
    .from(projectAmenities)
    .where(eq(projectAmenities.amenityId, amenityId))
    .limit(1);
  return use !== undefined;
}

export async function insertAmenity(db: Executor, row: AmenityValues & CreatedStamps) {
  const [created] = await db.insert(amenities).values(row).returning();
  if (!created) throw new Error('The amenity insert returned no row');
  return created;
}

/** The updated row, or none when there is no such amenity. */
export async function updateAmenityRow(
  db: Executor,
  id: number,
  values: AmenityValues & { updatedAt: Date },
) {
  const [updated] = await db.update(amenities).set(values).where(eq(amenities.id, id)).returning();
  return updated;
}

export async function deleteAmenityRow(db: Executor, id: number): Promise<void> {
  await db.delete(amenities).where(eq(amenities.id, id));
}
