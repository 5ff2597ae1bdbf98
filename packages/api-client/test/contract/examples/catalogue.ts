/**
 * Example amenities, projects and plots, as the provider states of the projects, plots and
 * amenities cases create them (see the state constants at the top of those case files).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { csvBody } from './csv';
import type { AmenityRequest, PlotRequest, PlotStatus, ProjectRequest } from '../../../src';
import { timestamp } from './users';

const { like, eachLike, integer, number, boolean, regex } = MatchersV3;

/** Any plot status: the product colours each one differently, so an unknown value matters. */
export const plotStatus = (example: PlotStatus) => regex('^(Available|Booked|Sold|Hold)$', example);

// ------------------------------------------------------------------ amenities

/** Amenity 1, as SWIMMING_POOL creates it. */
export const swimmingPool = {
  id: integer(1),
  name: like('Swimming Pool'),
  description: like('Olympic-size pool with a kids section'),
  isActive: boolean(true),
  createdBy: integer(1),
  metadata: like('Open 6 am to 9 pm'),
  createdAt: timestamp('2026-01-05T10:00:00.000Z'),
  updatedAt: timestamp('2026-01-05T10:00:00.000Z'),
};

/** What the amenity modal sends for a new amenity. */
export const centralParkRequest: AmenityRequest = {
  name: 'Central Park',
  description: 'Landscaped park with a jogging track',
  isActive: true,
  createdBy: 1,
  metadata: 'Maintained by the residents association',
};

export const centralPark = {
  ...swimmingPool,
  id: integer(3),
  name: like('Central Park'),
  description: like('Landscaped park with a jogging track'),
  metadata: like('Maintained by the residents association'),
  createdAt: timestamp('2026-11-22T08:00:00.000Z'),
  updatedAt: timestamp('2026-11-22T08:00:00.000Z'),
};

/** The amenity modal closing the pool for the monsoon: unticks Active and says why. */
export const swimmingPoolClosedRequest: AmenityRequest = {
  name: 'Swimming Pool',
  description: 'Olympic-size pool with a kids section',
  isActive: false,
  createdBy: 1,
  metadata: 'Closed for maintenance until October',
};

export const swimmingPoolClosed = {
  ...swimmingPool,
  isActive: boolean(false),
  metadata: like('Closed for maintenance until October'),
  updatedAt: timestamp('2026-11-22T08:00:00.000Z'),
};

// ------------------------------------------------------------------ projects

/** How project 1 keeps the pool: a copy of the amenity's name and description, with its area. */
const poolOnGreenValley = {
  amenityId: integer(1),
  name: like('Swimming Pool'),
  area: number(9000),
  description: like('Olympic-size pool with a kids section'),
};

/**
 * Project 1, as GREEN_VALLEY creates it, with the plots of GREEN_VALLEY_PLOTS and plot 2 booked
 * (PLOT_2_BOOKED). Saleable area: (435600 - 87120 - 9000) sq ft / 9 = 37720 sq yd.
 */
export const greenValley = {
  id: integer(1),
  name: like('Green Valley'),
  totalProjectArea: number(435600),
  roadsArea: number(87120),
  totalSaleableArea: number(37720),
  amenities: like('[{"id":1,"name":"Swimming Pool","area":9000}]'),
  projectAmenities: eachLike(poolOnGreenValley),
  totalPlots: integer(2),
  availablePlots: integer(1),
  // The project form sends no metadata, so GREEN_VALLEY leaves it null.
  metadata: null,
  createdBy: integer(1),
  createdAt: timestamp('2026-01-10T09:00:00.000Z'),
};

/** Project 1 before it has any plot (GREEN_VALLEY alone). */
export const greenValleyWithoutPlots = {
  ...greenValley,
  totalPlots: integer(0),
  availablePlots: integer(0),
};

/** The project form for a new 5-acre project: (217800 - 43560 - 4500) sq ft / 9 = 18860 sq yd. */
export const sunriseMeadowsRequest: ProjectRequest = {
  name: 'Sunrise Meadows',
  totalProjectArea: 217800,
  roadsArea: 43560,
  totalSaleableArea: 18860,
  amenities: '[{"id":1,"name":"Swimming Pool","area":4500}]',
  projectAmenities: [
    {
      id: 1,
      name: 'Swimming Pool',
      area: 4500,
      description: 'Olympic-size pool with a kids section',
    },
  ],
  createdBy: 1,
};

export const sunriseMeadows = {
  ...greenValleyWithoutPlots,
  id: integer(2),
  name: like('Sunrise Meadows'),
  totalProjectArea: number(217800),
  roadsArea: number(43560),
  totalSaleableArea: number(18860),
  amenities: like('[{"id":1,"name":"Swimming Pool","area":4500}]'),
  projectAmenities: eachLike({ ...poolOnGreenValley, area: number(4500) }),
  // Sent without metadata, so created without it.
  metadata: null,
  createdAt: timestamp('2026-11-22T08:00:00.000Z'),
};

/** The project form with a total area of 0, which the server refuses as the form would. */
export const zeroAreaProjectRequest: ProjectRequest = {
  name: 'Sunrise Meadows',
  totalProjectArea: 0,
  roadsArea: 0,
  totalSaleableArea: 0,
  amenities: '[]',
  projectAmenities: [],
  createdBy: 1,
};

/** The edit form renaming project 1 and widening its roads: (435600 - 95832 - 9000) / 9. */
export const greenValleyPhaseOneRequest: ProjectRequest = {
  name: 'Green Valley Phase 1',
  totalProjectArea: 435600,
  roadsArea: 95832,
  totalSaleableArea: 36752,
  amenities: '[{"id":1,"name":"Swimming Pool","area":9000}]',
  projectAmenities: [
    {
      id: 1,
      name: 'Swimming Pool',
      area: 9000,
      description: 'Olympic-size pool with a kids section',
    },
  ],
  createdBy: 1,
};

export const greenValleyPhaseOne = {
  ...greenValleyWithoutPlots,
  name: like('Green Valley Phase 1'),
  roadsArea: number(95832),
  totalSaleableArea: number(36752),
};

// ------------------------------------------------------------------ plots

/** Plot 1 of project 1, as GREEN_VALLEY_PLOTS creates it. */
export const plotA101 = {
  id: integer(1),
  projectId: integer(1),
  projectName: like('Green Valley'),
  plotNumber: like('A-101'),
  plotSize: number(1200),
  sizeUnit: like('sq ft'),
  status: plotStatus('Available'),
  remark: like('Corner plot, east facing'),
  createdBy: integer(1),
  createdAt: timestamp('2026-01-15T10:30:00.000Z'),
};

/** Plot 1 where only an Available plot may appear. */
export const availablePlotA101 = { ...plotA101, status: regex('^Available$', 'Available') };

/** Project 1 with its plots, for the details modal and the booking form's pickers. */
export const greenValleyWithPlots = { ...greenValley, plots: eachLike(plotA101) };

/** What the plot form sends for A-101 of project 1 (new plots are always sent as Available). */
export const plotA101Request: PlotRequest = {
  projectId: 1,
  plotNumber: 'A-101',
  plotSize: 1200,
  sizeUnit: 'sq ft',
  status: 'Available',
  remark: 'Corner plot, east facing',
  createdBy: 1,
};

/** The edit form growing plot 1 by 50 sq ft. */
export const plotA101GrownRequest: PlotRequest = {
  ...plotA101Request,
  plotSize: 1250,
  remark: 'Corner plot, east facing, extended',
};

export const plotA101Grown = {
  ...plotA101,
  plotSize: number(1250),
  remark: like('Corner plot, east facing, extended'),
};

/** The edit form giving plot 1 the number plot 2 already has. */
export const plotA101RenumberedRequest: PlotRequest = { ...plotA101Request, plotNumber: 'A-102' };

/**
 * The edit form saving plot 2 unchanged: the form sends every edited plot as Available, which
 * would take it from the booking that holds it.
 */
export const plotA102Request: PlotRequest = {
  projectId: 1,
  plotNumber: 'A-102',
  plotSize: 1500,
  sizeUnit: 'sq ft',
  status: 'Available',
  remark: 'Park facing',
  createdBy: 1,
};

/** One page of plots, as listPlotsFiltered answers it. */
export function plotPage(plot: object, totalCount: number) {
  return {
    data: eachLike(plot),
    totalCount: integer(totalCount),
    totalCountEstimated: boolean(false),
    totalPages: integer(1),
    hasNextPage: boolean(false),
    hasPreviousPage: boolean(false),
  };
}

/** The CSV export's header row, the columns openapi.yaml lists for exportPlots. */
export const PLOTS_CSV_HEADER =
  'Plot Number,Project Name,Plot Size,Size Unit,Status,Remark,Created At';

/** Plot 1 exported: RFC 4180 lines, the remark quoted because it holds a comma. */
export const plotA101Csv = csvBody(PLOTS_CSV_HEADER, [
  'A-101,Green Valley,1200,sq ft,Available,"Corner plot, east facing",2026-01-15T10:30:00.000Z',
]);
