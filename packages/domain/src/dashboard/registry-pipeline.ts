/**
 * The 'Registry Pipeline' chart: Token, Booking and Registry Done, with Extra Time, of the
 * projects with the most bookings in those statuses. Ten bars keep their names readable.
 */
export const REGISTRY_PIPELINE_PROJECTS = 10;

/** 'Busiest 10 of 14 projects' when some projects are left out; null when all are shown. */
export function registryPipelineNote(totalProjects: number): string | null {
  if (totalProjects <= REGISTRY_PIPELINE_PROJECTS) return null;
  return `Busiest ${REGISTRY_PIPELINE_PROJECTS} of ${totalProjects} projects`;
}
