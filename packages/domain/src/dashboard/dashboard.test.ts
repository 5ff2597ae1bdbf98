import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-status';
import { addDays } from '../calendar-date';
import { PLOT_STATUSES } from '../constants';
import { channelPartnersOverview } from './channel-partners-overview';
import { buildDashboard } from './dashboard';
import type { DashboardBooking, DashboardInput, DashboardPlot } from './dashboard-input';
import { SAMPLE } from './dashboard.fixtures';
import { overtime, type OvertimeBooking } from './overtime';
import { PROJECT_BOOKING_COLUMNS, projectsOverview } from './projects-overview';
import { summaryCards } from './summary-cards';

// Few names, so that ties of names (and of case) are frequent.
const named = (names: readonly string[], maxLength: number) =>
  fc.uniqueArray(
    fc.record({ id: fc.integer({ min: 1, max: 40 }), name: fc.constantFrom(...names) }),
    { selector: (record) => record.id, maxLength },
  );

const plotsOf = (projectIds: readonly number[]): fc.Arbitrary<DashboardPlot[]> =>
  projectIds.length === 0
    ? fc.constant([])
    : fc.uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 500 }),
          projectId: fc.constantFrom(...projectIds),
          plotNumber: fc.stringMatching(/^[AB]-\d{1,2}$/),
          status: fc.constantFrom(...PLOT_STATUSES),
          plotSize: fc.integer({ min: 1, max: 5000 }),
          sizeUnit: fc.constant('sq ft'),
        }),
        { selector: (plot) => plot.id, maxLength: 25 },
      );

// Dates spread around today so every age bucket, severity and boundary turns up.
const bookingsOf = (
  today: string,
  plots: readonly DashboardPlot[],
  partnerIds: readonly number[],
): fc.Arbitrary<DashboardBooking[]> =>
  plots.length === 0
    ? fc.constant([])
    : fc.uniqueArray(
        fc
          .record({
            id: fc.integer({ min: 1, max: 1000 }),
            bookingNumber: fc.option(fc.stringMatching(/^BK-\d{1,3}$/), { nil: null }),
            plot: fc.constantFrom(...plots),
            channelPartnerId:
              partnerIds.length === 0
                ? fc.constant(null)
                : fc.option(fc.constantFrom(...partnerIds), { nil: null }),
            bookingStatus: fc.constantFrom(...BOOKING_STATUSES),
            ageDays: fc.integer({ min: -5, max: 120 }),
            registryOffset: fc.option(fc.integer({ min: -45, max: 30 }), { nil: null }),
          })
          .map(({ plot, ageDays, registryOffset, ...rest }): DashboardBooking => ({
            ...rest,
            projectId: plot.projectId,
            plotId: plot.id,
            bookingDate: addDays(today, -ageDays),
            registryDate: registryOffset === null ? null : addDays(today, registryOffset),
            plotOwnerName: `Owner ${rest.id}`,
            plotOwnerEmail: `owner${rest.id}@example.com`,
          })),
        { selector: (booking) => booking.id, maxLength: 40 },
      );

const dashboardInputs: fc.Arbitrary<DashboardInput> = fc
  .record({
    today: fc.integer({ min: 0, max: 3650 }).map((days) => addDays('2022-01-01', days)),
    projects: named(['Green Meadows', 'green meadows', 'Phase 2', 'Phase 10', 'Amber'], 5),
    channelPartners: named(['Ravi Estates', 'Anand Realty', 'anand realty', 'Zeta'], 4),
  })
  .chain(({ today, projects, channelPartners }) =>
    plotsOf(projects.map((project) => project.id)).chain((plots) =>
      bookingsOf(
        today,
        plots,
        channelPartners.map((partner) => partner.id),
      ).map((bookings) => ({ today, projects, plots, bookings, channelPartners })),
    ),
  );

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function expectMostOverdueFirst(bookings: readonly OvertimeBooking[]) {
  bookings.slice(1).forEach((booking, i) => {
    const previous = bookings[i]!;
    expect(
      previous.daysOverdue > booking.daysOverdue ||
        (previous.daysOverdue === booking.daysOverdue && previous.bookingId < booking.bookingId),
    ).toBe(true);
  });
}

describe('buildDashboard', () => {
  it('gathers every section of the sample', () => {
    expect(buildDashboard(SAMPLE)).toEqual({
      cards: summaryCards(SAMPLE),
      projectsOverview: projectsOverview(SAMPLE),
      channelPartnersOverview: channelPartnersOverview(SAMPLE),
      overtime: overtime(SAMPLE),
    });
  });

  it('has one row per project, and Direct Sales before one row per partner', () => {
    fc.assert(
      fc.property(dashboardInputs, (input) => {
        const dashboard = buildDashboard(input);
        expect(dashboard.projectsOverview).toHaveLength(input.projects.length);
        expect(dashboard.channelPartnersOverview).toHaveLength(input.channelPartners.length + 1);
        expect(dashboard.channelPartnersOverview[0]?.channelPartnerId).toBeNull();
      }),
    );
  });

  it('adds Direct Sales and the partners up to the Total Bookings card', () => {
    fc.assert(
      fc.property(dashboardInputs, (input) => {
        const { cards, channelPartnersOverview: partners } = buildDashboard(input);
        expect(sum(partners.map((row) => row.total))).toBe(cards.totalBookings);
        expect(sum(partners.map((row) => row.registryDone))).toBe(cards.registryDone);
        expect(sum(partners.map((row) => row.extraTime))).toBe(cards.extraTime);
      }),
    );
  });

  it('adds the projects up to the cards and to the partners', () => {
    fc.assert(
      fc.property(dashboardInputs, (input) => {
        const dashboard = buildDashboard(input);
        const projects = dashboard.projectsOverview;
        const partners = dashboard.channelPartnersOverview;
        expect(sum(projects.map((row) => row.totalPlots))).toBe(dashboard.cards.totalPlots);
        expect(sum(projects.map((row) => row.extraTime))).toBe(dashboard.cards.extraTime);
        expect(sum(projects.map((row) => row.registryDone))).toBe(dashboard.cards.registryDone);
        for (const column of PROJECT_BOOKING_COLUMNS) {
          expect(sum(projects.map((row) => row[column]))).toBe(
            sum(partners.map((row) => row[column])),
          );
        }
      }),
    );
  });

  it('lists exactly the Extra Time bookings as overtime, most overdue first', () => {
    fc.assert(
      fc.property(dashboardInputs, (input) => {
        const { cards, overtime: result } = buildDashboard(input);
        expect(result.bookings).toHaveLength(cards.extraTime);
        expectMostOverdueFirst(result.bookings);
      }),
    );
  });
});
