import { describe, expect, it } from 'vitest';
import {
  AMENITY_STATUS_FILTERS,
  amenityFormOf,
  amenityRequestOf,
  amenityStatusFilterOf,
  filterAmenities,
} from './amenity-catalogue';

const park = {
  id: 1,
  name: 'Central Park',
  description: 'Lawns and a jogging track',
  isActive: true,
};
const pool = { id: 2, name: 'Swimming Pool', description: null, isActive: false };
const club = {
  id: 3,
  name: 'Club House',
  description: 'Indoor games and a PARK view',
  isActive: true,
};
const amenities = [park, pool, club];

describe('amenityStatusFilterOf', () => {
  it.each(AMENITY_STATUS_FILTERS)('reads %j', (filter) => {
    expect(amenityStatusFilterOf(filter)).toBe(filter);
  });

  it.each([null, undefined, '', 'Active', 'true', 'archived'])('takes %j as all', (value) => {
    expect(amenityStatusFilterOf(value)).toBe('all');
  });
});

describe('filterAmenities', () => {
  it('shows every amenity, in the order given, with no filter', () => {
    expect(filterAmenities(amenities, { searchTerm: '', status: 'all' })).toEqual(amenities);
  });

  it.each([
    ['active', [park, club]],
    ['inactive', [pool]],
  ] as const)('shows the %s ones', (status, shown) => {
    expect(filterAmenities(amenities, { searchTerm: '', status })).toEqual(shown);
  });

  it.each([
    ['the name', 'swim', [pool]],
    ['the description, whatever the case', 'park', [park, club]],
    ['a search with spaces around it', '  club  ', [club]],
    ['a blank search', '   ', amenities],
    ['nothing', 'gym', []],
  ])('searches %s', (_, searchTerm, shown) => {
    expect(filterAmenities(amenities, { searchTerm, status: 'all' })).toEqual(shown);
  });

  it('applies the search and the status together', () => {
    expect(filterAmenities(amenities, { searchTerm: 'park', status: 'inactive' })).toEqual([]);
    expect(filterAmenities(amenities, { searchTerm: 'o', status: 'inactive' })).toEqual([pool]);
  });
});

describe('amenityFormOf', () => {
  it('starts the edit modal from the amenity', () => {
    expect(amenityFormOf({ ...park, metadata: 'Open 6 am to 9 pm' })).toEqual({
      name: 'Central Park',
      description: 'Lawns and a jogging track',
      isActive: true,
      metadata: 'Open 6 am to 9 pm',
    });
  });

  it('shows a missing description or note as an empty box', () => {
    expect(amenityFormOf({ ...pool, metadata: null })).toEqual({
      name: 'Swimming Pool',
      description: '',
      isActive: false,
      metadata: '',
    });
  });
});

describe('amenityRequestOf', () => {
  it('sends the form with createdBy 1', () => {
    expect(
      amenityRequestOf({
        name: 'Gym',
        description: 'Weights',
        isActive: false,
        metadata: 'Level 2',
      }),
    ).toEqual({
      name: 'Gym',
      description: 'Weights',
      isActive: false,
      metadata: 'Level 2',
      createdBy: 1,
    });
  });

  it('sends a blank description and note as null, so they are cleared', () => {
    expect(
      amenityRequestOf({ name: 'Gym', description: '  ', isActive: true, metadata: '' }),
    ).toMatchObject({ description: null, metadata: null });
  });
});
