/** The project form's body: the domain's rules, then the checks that need the database. */
import type { components } from '@plotline/api-client/schema';
import {
  isValid,
  projectSaleableAreaSqYd,
  validateProject,
  type FieldErrors,
  type ProjectForm,
} from '@plotline/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { amenities } from '../../db/schema';
import { invalid } from '../../http/http-error';

type ProjectRequest = components['schemas']['ProjectRequest'];
type ProjectAmenityRequest = components['schemas']['ProjectAmenityRequest'];

export type ProjectAmenityInput = {
  amenityId: number;
  name: string;
  area: number;
  description: string | null;
};

export type ProjectInput = {
  /** `createdBy` is not among them: the signed-in user is recorded. */
  fields: {
    name: string;
    totalProjectArea: number;
    roadsArea: number;
    totalSaleableArea: number;
    amenities: string | null | undefined;
    metadata: string | null | undefined;
  };
  projectAmenities: ProjectAmenityInput[];
};

const amenityKey = (index: number) => `projectAmenities.${index}.amenityId`;

/** The project form names a picked amenity `id`; other callers may say `amenityId`. */
function pickedAmenityId(row: ProjectAmenityRequest, index: number, errors: FieldErrors) {
  const { amenityId, id } = row;
  if (amenityId !== undefined && id !== undefined && amenityId !== id) {
    errors[amenityKey(index)] = 'amenityId and id must name the same amenity';
  } else if (amenityId === undefined && id === undefined) {
    errors[amenityKey(index)] = 'Choose an amenity';
  }
  // 0 names no amenity: such a row already carries its error.
  return amenityId ?? id ?? 0;
}

/**
 * Checks the body as the project form does. The saleable area is computed here with the
 * domain's rule rather than taken from the body, so a stored project always agrees with its
 * own areas; the form sends the same value.
 */
export function projectInput(body: ProjectRequest): ProjectInput {
  const idErrors: FieldErrors = {};
  const rows = (body.projectAmenities ?? []).map((row, index) => ({
    amenityId: pickedAmenityId(row, index, idErrors),
    name: row.name,
    area: row.area,
    description: row.description ?? null,
  }));
  const form: ProjectForm = {
    name: body.name,
    totalProjectArea: body.totalProjectArea,
    roadsArea: body.roadsArea,
    projectAmenities: rows.map(({ amenityId, name, area }) => ({ amenityId, name, area })),
  };
  const errors = { ...validateProject(form), ...idErrors };
  if (!isValid(errors)) throw invalid(errors);
  return {
    fields: {
      name: body.name.trim(),
      totalProjectArea: body.totalProjectArea,
      roadsArea: body.roadsArea,
      totalSaleableArea: projectSaleableAreaSqYd(form),
      amenities: body.amenities,
      metadata: body.metadata,
    },
    projectAmenities: rows,
  };
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
  if (!isValid(errors)) throw invalid(errors);
}
