import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { AmenityItem } from './amenity-item';
import { NO_AMENITY_FILTERS, type AmenityListQuery } from './amenity-list-query';

/** The plain grid: every amenity, as the host asks for it at first. */
export const PLAIN_QUERY: AmenityListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_AMENITY_FILTERS,
  sort: null,
};

/** A plotted development's amenity catalogue, for the stories and tests. */
export const AMENITIES: readonly AmenityItem[] = [
  {
    id: 1,
    name: "Children's Play Area",
    description: 'Soft-floored play zone with swings, slides and a sand pit, shaded by neem trees.',
    isActive: true,
    metadata: 'Maintained by the residents association',
    createdAt: '2025-01-12T05:30:00.000Z',
    updatedAt: '2025-03-02T09:15:00.000Z',
  },
  {
    id: 2,
    name: 'Club House',
    description:
      'Two-storey club house with a banquet hall for 200 guests, indoor games room, library, ' +
      'co-working lounge, guest suites on the upper floor and a rooftop terrace overlooking the ' +
      'central green. Members book the hall through the estate office.',
    isActive: true,
    metadata: null,
    createdAt: '2025-01-12T05:35:00.000Z',
    updatedAt: '2025-01-12T05:35:00.000Z',
  },
  {
    id: 3,
    name: 'Gymnasium',
    description: 'Air-conditioned gym with cardio and free-weight sections.',
    isActive: false,
    metadata: 'Closed for refurbishment until further notice',
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-06-18T18:45:00.000Z',
  },
  {
    id: 4,
    name: 'Jogging Track',
    description: '1.2 km rubberised track around the landscaped garden.',
    isActive: true,
    metadata: null,
    createdAt: '2025-02-14T04:00:00.000Z',
    updatedAt: '2025-02-14T04:00:00.000Z',
  },
  {
    id: 5,
    name: 'Rainwater Harvesting',
    description: null,
    isActive: true,
    metadata: null,
    createdAt: '2025-03-20T07:20:00.000Z',
    updatedAt: '2025-04-01T11:00:00.000Z',
  },
  {
    id: 6,
    name: 'Swimming Pool',
    description: 'Temperature-controlled pool with a separate kids’ pool and changing rooms.',
    isActive: false,
    metadata: null,
    createdAt: '2025-04-05T08:10:00.000Z',
    updatedAt: '2025-07-30T13:05:00.000Z',
  },
];
