/** Project validation (docs/product/validation.md "Project"). */
import type { FieldErrors } from '../field-errors';
import type { ProjectForm } from './project-form';

function isNumber(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function validateAmenities(form: ProjectForm, errors: FieldErrors): void {
  const seen = new Set<number>();
  form.projectAmenities.forEach((row, index) => {
    if (seen.has(row.amenityId)) {
      errors[`projectAmenities.${index}.amenityId`] = 'This amenity has already been added';
    }
    seen.add(row.amenityId);
    if (!isNumber(row.area) || row.area < 0) {
      errors[`projectAmenities.${index}.area`] = 'Amenity area must be 0 or greater';
    }
  });
}

// An unusable amenity area is reported on its own row, so here it counts as nothing used.
function usedArea(form: ProjectForm, roadsArea: number): number {
  return form.projectAmenities.reduce(
    (sum, row) => sum + (isNumber(row.area) && row.area > 0 ? row.area : 0),
    roadsArea,
  );
}

export function validateProject(form: ProjectForm): FieldErrors {
  const errors: FieldErrors = {};
  const { totalProjectArea, roadsArea } = form;
  if (form.name.trim() === '') errors.name = 'Project name is required';

  const totalValid = isNumber(totalProjectArea) && totalProjectArea > 0;
  if (!totalValid) errors.totalProjectArea = 'Total project area must be greater than 0';

  // docs/product/validation.md gives one message for roads area both missing and negative.
  const roadsValid = isNumber(roadsArea) && roadsArea >= 0;
  if (!roadsValid) errors.roadsArea = 'Roads area must be 0 or greater';

  validateAmenities(form, errors);

  if (totalValid && roadsValid && usedArea(form, roadsArea) > totalProjectArea) {
    errors.totalUsedArea = 'Total used area (roads + amenities) cannot exceed total project area';
  }
  return errors;
}
