/**
 * The 'Registry pipeline' chart: the projects with the most bookings on their way to registry
 * or through it, with their Token, Booking, Registry Done and Extra Time counts.
 */
import { countBookingColumns, type BookingColumn } from './booking-columns';
import type { DashboardInput } from './dashboard-input';
import { groupBy } from './group-by';
import { compareNames } from './sort-order';

/** A chart of more bars than this stops being readable. */
export const PIPELINE_PROJECT_COUNT = 10;

export const PIPELINE_COLUMNS = [
  'token',
  'booking',
  'registryDone',
  'extraTime',
] as const satisfies readonly BookingColumn[];
type PipelineColumn = (typeof PIPELINE_COLUMNS)[number];

export type ProjectPipeline = {
  projectId: number;
  projectName: string;
} & Record<PipelineColumn, number>;

export type RegistryPipeline = {
  projects: ProjectPipeline[];
  /** Every project, so the chart can say how many it leaves out. */
  totalProjects: number;
};

/** What ranks a project: its bookings in Token, Booking and Registry Done (Extra Time is a part of the first two). */
export function pipelineSize(row: Record<'token' | 'booking' | 'registryDone', number>): number {
  return row.token + row.booking + row.registryDone;
}

/** The busiest projects, most bookings first, ties by name (compareNames), then id. */
export function registryPipeline(input: DashboardInput): RegistryPipeline {
  const bookingsByProject = groupBy(input.bookings, (booking) => booking.projectId);
  const rows = input.projects.map((project): ProjectPipeline => ({
    projectId: project.id,
    projectName: project.name,
    ...countBookingColumns(bookingsByProject.get(project.id) ?? [], PIPELINE_COLUMNS, input.today),
  }));
  rows.sort(
    (a, b) =>
      pipelineSize(b) - pipelineSize(a) ||
      compareNames(a.projectName, b.projectName) ||
      a.projectId - b.projectId,
  );
  return { projects: rows.slice(0, PIPELINE_PROJECT_COUNT), totalProjects: input.projects.length };
}

/** 'Busiest 10 of 14 projects' when some projects are left out; null when all are shown. */
export function registryPipelineNote(totalProjects: number): string | null {
  if (totalProjects <= PIPELINE_PROJECT_COUNT) return null;
  return `Busiest ${PIPELINE_PROJECT_COUNT} of ${totalProjects} projects`;
}
