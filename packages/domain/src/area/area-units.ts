/**
 * Area units of docs/product/constants.md. Projects store areas in sq ft; sales talk in sq yards
 * and acres.
 */

export const SQ_FT_PER_SQ_YD = 9;
export const SQ_YD_PER_ACRE = 4840;

export function sqFtToSqYd(sqFt: number): number {
  return sqFt / SQ_FT_PER_SQ_YD;
}

export function sqYdToSqFt(sqYd: number): number {
  return sqYd * SQ_FT_PER_SQ_YD;
}

export function sqYdToAcres(sqYd: number): number {
  return sqYd / SQ_YD_PER_ACRE;
}

export function acresToSqYd(acres: number): number {
  return acres * SQ_YD_PER_ACRE;
}

export function sqFtToAcres(sqFt: number): number {
  return sqYdToAcres(sqFtToSqYd(sqFt));
}
