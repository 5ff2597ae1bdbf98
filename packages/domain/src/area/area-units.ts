/** Area units of SPEC.md section 9. Projects store areas in sq ft; screens also show sq yards. */

export const SQ_FT_PER_SQ_YD = 9;

export function sqFtToSqYd(sqFt: number): number {
  return sqFt / SQ_FT_PER_SQ_YD;
}

export function sqYdToSqFt(sqYd: number): number {
  return sqYd * SQ_FT_PER_SQ_YD;
}
