/**
 * The 'Registry pipeline' chart: the busiest projects ranked from the project tallies (a few rows
 * per project), then the overdue counts of those ten only.
 */
import { PIPELINE_PROJECT_COUNT, type CalendarDate } from '@plotline/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projectBookingTallies, projects } from '../../db/schema';
import { overdueCounts } from './live-booking-queries';
import { PROJECTS_BY_NAME } from './project-overview-queries';

const tallied = (status: 'Token' | 'Booking' | 'RegistryDone') =>
  sql<number>`coalesce(sum(${projectBookingTallies.bookings}) filter (where ${projectBookingTallies.bookingStatus} = ${status}), 0)`.mapWith(
    Number,
  );

export async function registryPipeline(db: Executor, today: CalendarDate) {
  const token = tallied('Token');
  const booking = tallied('Booking');
  const registryDone = tallied('RegistryDone');
  const busiest = await db
    .select({ projectId: projects.id, projectName: projects.name, token, booking, registryDone })
    .from(projects)
    .leftJoin(projectBookingTallies, eq(projectBookingTallies.projectId, projects.id))
    .groupBy(projects.id)
    // The domain's pipelineSize: Token, Booking and Registry Done bookings.
    .orderBy(desc(sql`${token} + ${booking} + ${registryDone}`), ...PROJECTS_BY_NAME)
    .limit(PIPELINE_PROJECT_COUNT);
  const [total] = await db.select({ count: count() }).from(projects);
  const overdue = await overdueCounts(db, today, {
    by: 'project',
    ids: busiest.map((project) => project.projectId),
  });
  return {
    projects: busiest.map((project) => ({
      ...project,
      extraTime: overdue.get(project.projectId) ?? 0,
    })),
    totalProjects: total?.count ?? 0,
  };
}
