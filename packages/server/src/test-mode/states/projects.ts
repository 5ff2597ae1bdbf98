/**
 * States of cases/projects.ts and cases/plots.ts: project 1 Green Valley with the pool, its
 * plots, and plot 2 held by an overdue direct sale. The sales states stand on the same project
 * and plots, so they build them with these functions too.
 */
import { addDays } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plots, projectAmenities, projects } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureSwimmingPool, SWIMMING_POOL } from './amenities';
import { bookedOn, DIRECT_SALE, insertBooking } from '../sales-examples';

export const GREEN_VALLEY_ID = 1;
const POOL_AREA = 9000;

/** Project 1 Green Valley, 10 acres with the pool on 9000 sq ft; needs amenity 1. */
export async function ensureGreenValley(db: Database): Promise<void> {
  await ensureSwimmingPool(db);
  await db
    .insert(projects)
    .values({
      id: GREEN_VALLEY_ID,
      name: 'Green Valley',
      totalProjectArea: 435600,
      roadsArea: 87120,
      totalSaleableArea: 37720,
      metadata: null,
      createdBy: ADMIN_ID,
      createdAt: new Date('2026-01-10T09:00:00Z'),
      updatedAt: new Date('2026-01-10T09:00:00Z'),
    })
    .onConflictDoNothing();
  await db
    .insert(projectAmenities)
    .values({
      projectId: GREEN_VALLEY_ID,
      amenityId: SWIMMING_POOL.id,
      name: SWIMMING_POOL.name,
      area: POOL_AREA,
      description: SWIMMING_POOL.description,
    })
    .onConflictDoNothing();
}

type PlotOfGreenValley = { id: number; plotNumber: string; plotSize: number; remark: string };

export const PLOT_A101: PlotOfGreenValley = {
  id: 1,
  plotNumber: 'A-101',
  plotSize: 1200,
  remark: 'Corner plot, east facing',
};
export const PLOT_A102: PlotOfGreenValley = {
  id: 2,
  plotNumber: 'A-102',
  plotSize: 1500,
  remark: 'Park facing',
};
export const PLOT_A103: PlotOfGreenValley = {
  id: 3,
  plotNumber: 'A-103',
  plotSize: 1350,
  remark: 'Near the main gate',
};
export const PLOT_A104: PlotOfGreenValley = {
  id: 4,
  plotNumber: 'A-104',
  plotSize: 1400,
  remark: 'Facing the clubhouse',
};

/** A plot of project 1 in the status given, whether or not an earlier state made it. */
export async function ensurePlot(
  db: Database,
  plot: PlotOfGreenValley,
  status: 'Available' | 'Booked',
): Promise<void> {
  await ensureGreenValley(db);
  await db
    .insert(plots)
    .values({
      ...plot,
      projectId: GREEN_VALLEY_ID,
      sizeUnit: 'sq ft',
      status,
      createdBy: ADMIN_ID,
      createdAt: new Date('2026-01-15T10:30:00Z'),
      updatedAt: new Date('2026-01-15T10:30:00Z'),
    })
    .onConflictDoUpdate({ target: plots.id, set: { status } });
}

export const projectsStates: StateSetups = {
  'project 1 Green Valley exists with amenity 1 Swimming Pool on 9000 sq ft': ({ db }) =>
    ensureGreenValley(db),

  'project 1 has plot 1 A-101 and plot 2 A-102, both available': async ({ db }) => {
    await ensurePlot(db, PLOT_A101, 'Available');
    await ensurePlot(db, PLOT_A102, 'Available');
  },

  'plot 2 of project 1 is booked by booking 1': async ({ db, clock }) => {
    await ensurePlot(db, PLOT_A102, 'Booked');
    // A direct sale in Token, booked 50 days ago, so its registry is 20 days overdue.
    await insertBooking(db, {
      ...DIRECT_SALE,
      ...bookedOn(addDays(clock.today(), -50)),
      id: 1,
      projectId: GREEN_VALLEY_ID,
      plotId: PLOT_A102.id,
    });
  },

  'no project exists': ({ db }) => assertNone(db, projects, undefined, 'no project at all'),

  'no project has id 999': ({ db }) =>
    assertNone(db, projects, eq(projects.id, 999), 'no project 999'),

  'no plot has id 999': ({ db }) => assertNone(db, plots, eq(plots.id, 999), 'no plot 999'),
};
