/**
 * The body of POST and PUT /projects, made from the project form, and the form read back from a
 * saved project for editing (docs/product/records.md and docs/product/api-calls.md).
 */
import { DEFAULT_CREATED_BY } from '../constants';
import type { ProjectAmenityRow, ProjectForm } from './project-form';
import { projectSaleableAreaSqYd } from './project-saleable-area';

/**
 * A picked amenity as docs/product/api-calls.md sends it: id, name and area in sq ft, plus the
 * description when it has one.
 */
export type ProjectAmenityPayload = {
  id: number;
  name: string;
  area: number;
  description?: string;
};

export type ProjectPayload = {
  name: string;
  totalProjectArea: number;
  roadsArea: number;
  /** In sq yards, computed from the areas so the form and the server agree. */
  totalSaleableArea: number;
  /** The picked amenities again, as JSON text: the older field some readers still use. */
  amenities: string;
  projectAmenities: ProjectAmenityPayload[];
  createdBy: number;
};

/** A project as the API returns it, as far as the form needs it. */
export type SavedProject = {
  name: string;
  totalProjectArea: number;
  roadsArea: number;
  projectAmenities: readonly {
    amenityId: number;
    name: string;
    area: number;
    description?: string | null;
  }[];
};

/** The payload is made from a form that passed validateProject; anything else is a programming error. */
function required(value: number | null, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`projectPayload needs a validated form: ${field} is not a number`);
  }
  return value;
}

function amenityPayload(row: ProjectAmenityRow, index: number): ProjectAmenityPayload {
  return {
    id: row.amenityId,
    name: row.name,
    area: required(row.area, `projectAmenities.${index}.area`),
    ...(row.description ? { description: row.description } : {}),
  };
}

export function projectPayload(form: ProjectForm): ProjectPayload {
  const projectAmenities = form.projectAmenities.map(amenityPayload);
  return {
    name: form.name.trim(),
    totalProjectArea: required(form.totalProjectArea, 'totalProjectArea'),
    roadsArea: required(form.roadsArea, 'roadsArea'),
    totalSaleableArea: projectSaleableAreaSqYd(form),
    amenities: JSON.stringify(projectAmenities),
    projectAmenities,
    createdBy: DEFAULT_CREATED_BY,
  };
}

export function projectFormFrom(project: SavedProject): ProjectForm {
  return {
    name: project.name,
    totalProjectArea: project.totalProjectArea,
    roadsArea: project.roadsArea,
    projectAmenities: project.projectAmenities.map(({ amenityId, name, area, description }) => ({
      amenityId,
      name,
      area,
      ...(description ? { description } : {}),
    })),
  };
}
