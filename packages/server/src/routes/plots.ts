/** Plots of a project and their sale status. */
import { csvReply } from '../http/csv';
import { createdStamps } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { streamedList } from '../http/streamed-list';
import { conflict } from '../http/http-error';
import { PLOT_CSV_COLUMNS } from './plots/plot-csv';
import { plotInput } from './plots/plot-input';
import { assertSizeRange, plotFilter } from './plots/plot-list-query';
import {
  assertProjectExists,
  bookingHoldingPlot,
  bookingsReferToPlot,
  deletePlotRow,
  insertPlot,
  plotOr404,
  plotResponseOr404,
  plotsListed,
  plotsPage,
  plotsWhere,
  updatePlotRow,
} from './plots/plot-queries';
import { assertHolderAllows } from './plots/plot-rules';
import { projectExists, projectNotFound } from './projects/project-queries';

export const plotsHandlers: Handlers = {
  async listPlots({ db }) {
    return streamedList(db, plotsListed({}));
  },

  async listAvailablePlots({ db }) {
    return streamedList(db, plotsListed({ status: 'Available' }));
  },

  async listPlotsByProject({ db, params }) {
    if (!(await projectExists(db, params.id))) throw projectNotFound();
    return { status: 200, body: await plotsWhere(db, plotFilter({ projectId: params.id })) };
  },

  async listPlotsFiltered({ db, query }) {
    assertSizeRange(query);
    return { status: 200, body: await plotsPage(db, query) };
  },

  async exportPlots({ db, query, clock, user }) {
    assertSizeRange(query);
    const fileName = `plots-${clock.today()}.csv`;
    return csvReply(fileName, PLOT_CSV_COLUMNS, db, plotsListed(query), user);
  },

  async getPlot({ db, params }) {
    return { status: 200, body: await plotResponseOr404(db, params.id) };
  },

  async createPlot({ db, body, user, clock }) {
    const values = plotInput(body);
    await assertProjectExists(db, values.projectId);
    const id = await insertPlot(db, { ...values, ...createdStamps(user, clock) });
    return { status: 201, body: await plotResponseOr404(db, id) };
  },

  async updatePlot({ db, params, body, clock }) {
    const values = plotInput(body);
    await db.transaction(async (tx) => {
      const plot = await plotOr404(tx, params.id);
      await assertProjectExists(tx, values.projectId);
      assertHolderAllows(plot, values, await bookingHoldingPlot(tx, plot.id));
      await updatePlotRow(tx, plot.id, { ...values, updatedAt: clock.now() });
    });
    return { status: 200, body: await plotResponseOr404(db, params.id) };
  },

  async deletePlot({ db, params }) {
    await db.transaction(async (tx) => {
      const plot = await plotOr404(tx, params.id);
      if (await bookingsReferToPlot(tx, plot.id)) {
        throw conflict(
          'in_use',
          `Plot ${plot.plotNumber} cannot be deleted because bookings refer to it`,
        );
      }
      await deletePlotRow(tx, plot.id);
    });
    return { status: 204, body: undefined };
  },
};
