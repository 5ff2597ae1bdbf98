/**
 * The 'Registry pipeline' chart: the busiest projects ranked from the project tallies (a few rows
 * per project), with the overdue counts of those ten only.
 */
import type { components } from '@plotline/api-client/schema';
import { PIPELINE_PROJECT_COUNT } from '@plotline/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projectBookingTallies, projects } from '../../db/schema';
import type { AsOf } from './booking-counts';
import { jsonRows, named, positionBy } from './json-rows';
import { overdue } from './owner-counts';
import { PROJECT_NAME_ORDER, PROJECTS_BY_NAME } from './project-overview-queries';

const talliedSum = (status: 'Token' | 'Booking' | 'RegistryDone') =>
  sql<number>`coalesce(sum(${projectBookingTallies.bookings}) filter (where ${projectBookingTallies.bookingStatus} = ${status}), 0)`;

/** The ten projects' rows, as JSON. */
export function registryPipelineRows(db: Executor, today: AsOf) {
  const token = talliedSum('Token');
  const booking = talliedSum('Booking');
  const registryDone = talliedSum('RegistryDone');
  const busiest = db
    .select({
      projectId: sql<number>`${projects.id}`.as('busiest_project_id'),
      token: token.as('token'),
      booking: booking.as('booking'),
      registryDone: registryDone.as('registry_done'),
    })
    .from(projects)
    .leftJoin(projectBookingTallies, eq(projectBookingTallies.projectId, projects.id))
    .groupBy(projects.id)
    // The domain's pipelineSize: Token, Booking and Registry Done bookings.
    .orderBy(desc(sql`${token} + ${booking} + ${registryDone}`), ...PROJECTS_BY_NAME)
    .limit(PIPELINE_PROJECT_COUNT)
    .as('busiest');
  // The names and overdue counts of those ten, the overdue count naming the project's own column.
  return jsonRows<components['schemas']['ProjectPipeline']>(
    db
      .select({
        position: positionBy(
          sql`${busiest.token} + ${busiest.booking} + ${busiest.registryDone} desc`,
          ...PROJECT_NAME_ORDER,
        ),
        ...named({
          projectId: projects.id,
          projectName: projects.name,
          token: busiest.token,
          booking: busiest.booking,
          registryDone: busiest.registryDone,
          extraTime: overdue({ by: 'project', id: projects.id }, today),
        }),
      })
      .from(busiest)
      .innerJoin(projects, eq(projects.id, busiest.projectId)),
  );
}
