import { describe, expect, it } from 'vitest';
import { aBooking, anInput, aPlot, SAMPLE } from './dashboard.fixtures';
import { projectsOverview } from './projects-overview';

describe('projectsOverview', () => {
  it('gives one row per project, sorted by name', () => {
    expect(projectsOverview(SAMPLE)).toEqual([
      {
        projectId: 2,
        projectName: 'Amber Fields',
        totalPlots: 3,
        availablePlots: 2,
        token: 1,
        booking: 1,
        // Booking 8; booking 6 is due today.
        extraTime: 1,
        registryDone: 0,
      },
      {
        projectId: 3,
        projectName: 'Cedar Park',
        totalPlots: 0,
        availablePlots: 0,
        token: 0,
        booking: 0,
        extraTime: 0,
        registryDone: 0,
      },
      {
        projectId: 1,
        projectName: 'Green Meadows',
        totalPlots: 6,
        availablePlots: 1,
        token: 2,
        booking: 1,
        extraTime: 2,
        registryDone: 1,
      },
    ]);
  });

  it('breaks a tie of names by id', () => {
    const rows = projectsOverview(
      anInput({
        projects: [
          { id: 7, name: 'Sunrise' },
          { id: 3, name: 'sunrise' },
        ],
      }),
    );
    expect(rows.map((row) => row.projectId)).toEqual([3, 7]);
  });

  it('leaves out plots and bookings of a project that is not listed', () => {
    const rows = projectsOverview(
      anInput({
        projects: [{ id: 1, name: 'Green Meadows' }],
        plots: [aPlot({ id: 1, projectId: 99 })],
        bookings: [aBooking({ id: 1, projectId: 99 })],
      }),
    );
    expect(rows).toEqual([expect.objectContaining({ projectId: 1, totalPlots: 0, token: 0 })]);
  });

  it('lists no rows without projects', () => {
    expect(projectsOverview(anInput({}))).toEqual([]);
  });
});
