/**
 * A dashboard with a figure in every part that draws one: cards, carousel, rows and bars. The
 * scratch consumer renders it to a string in Node, and the plain Vite app draws it in Chromium.
 */
import type { DashboardScreenProps } from '@plotline/ui/screens';

const ignore = () => undefined;

const nothingToRetry = { isLoading: false, error: null, onRetry: ignore };
const noRows = {
  list: { rows: [], totalCount: 0, ...nothingToRetry },
  page: 1,
  pageSize: 10,
  onPageChange: ignore,
};
export const dashboard: DashboardScreenProps = {
  summary: {
    data: {
      asOf: '2026-11-24',
      cards: {
        totalProjects: 1,
        totalPlots: 40,
        totalBookings: 2,
        registryDone: 0,
        extraTime: 1,
        channelPartners: 0,
      },
      directSales: {
        channelPartnerId: null,
        partnerName: 'Direct Sales',
        total: 2,
        token: 2,
        booking: 0,
        registryDone: 0,
        cancelled: 0,
        days0to30: 0,
        days31to60: 2,
        days61to90: 0,
        extraTime: 1,
      },
      overtime: {
        data: [
          {
            bookingId: 1,
            bookingNumber: 'BK-0001',
            projectId: 1,
            projectName: 'Green Valley',
            plotNumber: 'A-1',
            plotOwnerName: 'Anil Sharma',
            channelPartnerName: null,
            bookingStatus: 'Token',
            bookingDate: '2026-09-25',
            registryDate: '2026-10-25',
            daysOverdue: 30,
            severity: 'orange',
          },
        ],
        totalCount: 1,
      },
    },
    ...nothingToRetry,
  },
  projectsOverview: {
    ...noRows,
    list: {
      rows: [
        {
          projectId: 1,
          projectName: 'Green Valley',
          totalPlots: 40,
          availablePlots: 38,
          token: 2,
          booking: 0,
          extraTime: 1,
          registryDone: 0,
        },
      ],
      totalCount: 1,
      ...nothingToRetry,
    },
  },
  channelPartnersOverview: noRows,
  bookingsByMonth: {
    data: [{ month: '2026-11', pending: 0, token: 2, booking: 0, registryDone: 0, cancelled: 0 }],
    ...nothingToRetry,
  },
  registryPipeline: {
    data: {
      projects: [
        {
          projectId: 1,
          projectName: 'Green Valley',
          token: 2,
          booking: 0,
          registryDone: 0,
          extraTime: 1,
        },
      ],
      totalProjects: 1,
    },
    ...nothingToRetry,
  },
  cardHref: (card) => `/${card}`,
  panel: null,
  onPanelChange: ignore,
  panelContent: null,
};
