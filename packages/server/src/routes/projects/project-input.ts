/** The project form's body, checked with the domain's rules and made ready to store. */
import type { components } from '@plotline/api-client/schema';
import {
  projectSaleableAreaSqYd,
  validateProject,
  type FieldErrors,
  type ProjectForm,
} from '@plotline/domain';
import { assertValid } from '../../http/http-error';

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
    metadata: string | null | undefined;
  };
  projectAmenities: ProjectAmenityInput[];
};

export const amenityKey = (index: number) => `projectAmenities.${index}.amenityId`;

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
  assertValid({ ...validateProject(form), ...idErrors });
  return {
    fields: {
      name: body.name.trim(),
      totalProjectArea: body.totalProjectArea,
      roadsArea: body.roadsArea,
      totalSaleableArea: projectSaleableAreaSqYd(form),
      metadata: body.metadata,
    },
    projectAmenities: rows,
  };
}
