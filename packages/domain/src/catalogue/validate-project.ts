/** Project validation (docs/product/validation.md "Project"). */
import type { FieldErrors } from '../field-errors';
import { MAX_AREA_SQ_FT } from '../input/input-limits';
import { LIMIT_MESSAGES } from '../input/limit-messages';
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
    const key = `projectAmenities.${index}.area`;
    if (!isNumber(row.area) || row.area < 0) errors[key] = 'Amenity area must be 0 or greater';
    else if (row.area > MAX_AREA_SQ_FT) errors[key] = LIMIT_MESSAGES.tooLarge(key, MAX_AREA_SQ_FT);
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

  const totalPositive = isNumber(totalProjectArea) && totalProjectArea > 0;
  const totalValid = totalPositive && totalProjectArea <= MAX_AREA_SQ_FT;
  if (!totalPositive) errors.totalProjectArea = 'Total project area must be greater than 0';
  else if (!totalValid) {
    errors.totalProjectArea = LIMIT_MESSAGES.tooLarge('totalProjectArea', MAX_AREA_SQ_FT);
  }

  // docs/product/validation.md gives one message for roads area both missing and negative.
  const roadsNotNegative = isNumber(roadsArea) && roadsArea >= 0;
  const roadsValid = roadsNotNegative && roadsArea <= MAX_AREA_SQ_FT;
  if (!roadsNotNegative) errors.roadsArea = 'Roads area must be 0 or greater';
  else if (!roadsValid) errors.roadsArea = LIMIT_MESSAGES.tooLarge('roadsArea', MAX_AREA_SQ_FT);

  validateAmenities(form, errors);

  if (totalValid && roadsValid && usedArea(form, roadsArea) > totalProjectArea) {
    errors.totalUsedArea = 'Total used area (roads + amenities) cannot exceed total project area';
  }
  return errors;
}
