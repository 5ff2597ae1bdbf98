/**
 * Saleable area of a project (docs/product/constants.md): total minus roads and amenities, in sq
 * yards.
 */
import { sqFtToSqYd } from './area-units';

/** All areas in sq ft, as the project form holds them. */
export type ProjectAreas = {
  totalProjectArea: number | null;
  roadsArea: number | null;
  amenityAreas: readonly (number | null)[];
};

// The form recomputes this on every keystroke, so an empty or half-typed field counts as nothing.
function orZero(value: number | null): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Unrounded, and negative when roads and amenities exceed the total: the project validator
 * reports that case, and rounding belongs to display only.
 */
export function saleableAreaSqYd(areas: ProjectAreas): number {
  const amenities = areas.amenityAreas.reduce<number>((sum, area) => sum + orZero(area), 0);
  return sqFtToSqYd(orZero(areas.totalProjectArea) - orZero(areas.roadsArea) - amenities);
}
