/** Plots of a project and their sale status. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { plots } from '../db/schema';
import { csvReply, toCsv } from '../http/csv';
import { signedIn, type Handlers } from '../http/handler';
import { conflict } from '../http/http-error';
import { projectExists, projectNotFound } from './projects/project-queries';
import { PLOT_CSV_COLUMNS } from './plots/plot-csv';
import { plotFilterWhere } from './plots/plot-filter';
import { assertProjectExists, plotFields, withPlotNumber } from './plots/plot-input';
import { BY_PLOT_NUMBER, plotOrder } from './plots/plot-order';
import {
  bookingHoldingPlot,
  bookingsReferToPlot,
  plotOr404,
  plotResponseOr404,
  plotsPage,
  plotsWhere,
} from './plots/plot-queries';

const DEFAULTS = LIST_DEFAULTS.plots;

export const plotsHandlers: Handlers = {
  async listPlots({ db }) {
    return { status: 200, body: await plotsWhere(db, undefined, BY_PLOT_NUMBER) };
  },

  async listAvailablePlots({ db }) {
    const where = plotFilterWhere({ status: 'Available' });
    return { status: 200, body: await plotsWhere(db, where, BY_PLOT_NUMBER) };
  },

  async listPlotsByProject({ db, params }) {
    if (!(await projectExists(db, params.id))) throw projectNotFound();
    const where = plotFilterWhere({ projectId: params.id });
    return { status: 200, body: await plotsWhere(db, where, BY_PLOT_NUMBER) };
  },

  async listPlotsFiltered({ db, query }) {
    const { page = DEFAULTS.page, pageSize = DEFAULTS.pageSize } = query;
    const order = plotOrder(query.sortBy ?? DEFAULTS.sortBy, query.sortOrder ?? DEFAULTS.sortOrder);
    return {
      status: 200,
      body: await plotsPage(db, plotFilterWhere(query), order, { page, pageSize }),
    };
  },

  async exportPlots({ db, query, clock }) {
    const order = plotOrder(query.sortBy ?? DEFAULTS.sortBy, query.sortOrder ?? DEFAULTS.sortOrder);
    const rows = await plotsWhere(db, plotFilterWhere(query), order);
    return csvReply(`plots-${clock.today()}.csv`, toCsv(PLOT_CSV_COLUMNS, rows));
  },

  async getPlot({ db, params }) {
    return { status: 200, body: await plotResponseOr404(db, params.id) };
  },

  async createPlot({ db, body, user, clock }) {
    const fields = plotFields(body);
    const now = clock.now();
    await assertProjectExists(db, fields.projectId);
    const [created] = await withPlotNumber(fields.plotNumber, () =>
      db
        .insert(plots)
        .values({ ...fields, createdBy: signedIn(user).id, createdAt: now, updatedAt: now })
        .returning({ id: plots.id }),
    );
    return { status: 201, body: await plotResponseOr404(db, created!.id) };
  },

  async updatePlot({ db, params, body, clock }) {
    const fields = plotFields(body);
    await db.transaction(async (tx) => {
      const plot = await plotOr404(tx, params.id);
      await assertProjectExists(tx, fields.projectId);
      // A booked plot's project and status belong to its booking until the booking lets go.
      const holder = await bookingHoldingPlot(tx, plot.id);
      if (holder) {
        const heldBy = `Plot ${plot.plotNumber} is held by booking ${holder.bookingNumber}`;
        if (fields.projectId !== plot.projectId) {
          throw conflict(`${heldBy} and cannot be moved to another project`);
        }
        if (fields.status !== plot.status) {
          throw conflict(
            fields.status === 'Available'
              ? `${heldBy} and cannot be made available`
              : `${heldBy}; its status follows the booking`,
          );
        }
      }
      await withPlotNumber(fields.plotNumber, () =>
        tx
          .update(plots)
          .set({ ...fields, updatedAt: clock.now() })
          .where(eq(plots.id, plot.id)),
      );
    });
    return { status: 200, body: await plotResponseOr404(db, params.id) };
  },

  async deletePlot({ db, params }) {
    await db.transaction(async (tx) => {
      const plot = await plotOr404(tx, params.id);
      if (await bookingsReferToPlot(tx, plot.id)) {
        throw conflict(`Plot ${plot.plotNumber} cannot be deleted because bookings refer to it`);
      }
      await tx.delete(plots).where(eq(plots.id, plot.id));
    });
    return { status: 204, body: undefined };
  },
};
