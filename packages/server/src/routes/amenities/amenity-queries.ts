/** Reading the amenity catalogue. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { amenities, projectAmenities } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';

// By name whatever its letter case, then by id so equal names keep one order.
const byName = [asc(sql`lower(${amenities.name})`), asc(amenities.id)];

export function amenitiesWhere(db: Executor, where?: SQL) {
  return db
    .select()
    .from(amenities)
    .where(where)
    .orderBy(...byName);
}

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
