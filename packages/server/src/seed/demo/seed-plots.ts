/**
 * Every plot of the demo projects, each with its fate decided before it is saved so that its
 * status agrees with its bookings: Booked plots hold one live booking (a registered booking
 * keeps its plot Booked, as docs/product/workflows.md says), Available plots none but perhaps a
 * cancelled one, Hold plots none, and Sold plots none: they were sold before Plotline.
 */
import type { CalendarDate, PlotStatus } from '@plotline/domain';
import type { Executor } from '../../db/database';
import { plots } from '../../db/schema';
import { PLOT_REMARKS } from './catalogue';
import type { Random } from './random';
import type { DemoBookingStatus, SalePlot } from './sales';
import type { SeededProject } from './seed-catalogue';
import { sometimeOn } from './timeline';

/** The plot's booking that still stands, if any, or a cancelled one that freed it again. */
export type PlotFate =
  'unsold' | 'hold' | 'soldBefore' | 'cancelled' | Exclude<DemoBookingStatus, 'Cancelled'>;

const FATES = [
  ['unsold', 38],
  ['hold', 5],
  ['soldBefore', 6],
  ['cancelled', 8],
  ['Token', 17],
  ['Booking', 12],
  ['RegistryDone', 20],
] as const satisfies readonly (readonly [PlotFate, number])[];

const STATUS_OF: Readonly<Record<PlotFate, PlotStatus>> = {
  unsold: 'Available',
  cancelled: 'Available',
  hold: 'Hold',
  soldBefore: 'Sold',
  Token: 'Booked',
  Booking: 'Booked',
  RegistryDone: 'Booked',
};

export type PlannedPlot = { plot: SalePlot; fate: PlotFate; launchedOn: CalendarDate };

export async function seedPlots(
  tx: Executor,
  random: Random,
  adminId: number,
  projects: readonly SeededProject[],
): Promise<PlannedPlot[]> {
  const planned = projects.flatMap(({ id, project, launchedOn }) =>
    project.blocks.flatMap((block) =>
      Array.from({ length: project.plotsPerBlock }, (_, i) => ({
        fate: random.weighted(FATES),
        launchedOn,
        project,
        values: {
          projectId: id,
          plotNumber: `${block}-${101 + i}`,
          plotSize: random.pick(project.sizes),
          remark: random.chance(0.2) ? random.pick(PLOT_REMARKS) : null,
          createdBy: adminId,
          createdAt: sometimeOn(random, launchedOn),
        },
      })),
    ),
  );
  const rows = await tx
    .insert(plots)
    .values(
      planned.map(({ fate, values }) => ({
        ...values,
        status: STATUS_OF[fate],
        updatedAt: values.createdAt,
      })),
    )
    .returning({ id: plots.id, projectId: plots.projectId, plotNumber: plots.plotNumber });
  const idOf = new Map(rows.map((row) => [`${row.projectId}/${row.plotNumber}`, row.id]));
  return planned.map(({ fate, launchedOn, project, values }) => {
    const id = idOf.get(`${values.projectId}/${values.plotNumber}`);
    if (id === undefined) throw new Error(`Plot ${values.plotNumber} was not saved`);
    return {
      fate,
      launchedOn,
      plot: {
        id,
        projectId: values.projectId,
        plotSize: values.plotSize,
        baseRate: project.baseRate,
        registryOffice: project.registryOffice,
      },
    };
  });
}
