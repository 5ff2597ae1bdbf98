/** The amenities a project has picked, each with a copy of its name and description. */
import { groupBy, type FieldErrors } from '@plotline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { amenities, projectAmenities } from '../../db/schema';
import { assertValid } from '../../http/http-error';
import { amenityKey, type ProjectAmenityInput } from './project-input';

export async function amenitiesByProject(db: Executor, projectIds: number[]) {
  const rows = await db
    .select()
    .from(projectAmenities)
    .where(inArray(projectAmenities.projectId, projectIds))
    .orderBy(asc(projectAmenities.name), asc(projectAmenities.amenityId));
  return groupBy(rows, (row) => row.projectId);
}

/** The project's amenities become exactly `rows`; run it inside the project's transaction. */
export async function replaceProjectAmenities(
  tx: Executor,
  projectId: number,
  rows: readonly ProjectAmenityInput[],
): Promise<void> {
  await tx.delete(projectAmenities).where(eq(projectAmenities.projectId, projectId));
  if (rows.length === 0) return;
  await tx.insert(projectAmenities).values(rows.map((row) => ({ projectId, ...row })));
}

/** A picked amenity must be in the catalogue (400 otherwise); inactive ones stay allowed. */
export async function assertAmenitiesExist(
  db: Executor,
  rows: readonly ProjectAmenityInput[],
): Promise<void> {
  if (rows.length === 0) return;
  const found = await db
    .select({ id: amenities.id })
    .from(amenities)
    .where(
      inArray(
        amenities.id,
        rows.map((row) => row.amenityId),
      ),
    );
  const known = new Set(found.map((amenity) => amenity.id));
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    if (!known.has(row.amenityId)) {
      errors[amenityKey(index)] = `Amenity ${row.amenityId} does not exist`;
    }
  });
  assertValid(errors);
}
