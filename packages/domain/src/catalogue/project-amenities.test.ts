import { describe, it, expect } from 'vitest';
import { canAddAmenity, newProjectAmenityRow } from './project-amenities';

const park = { amenityId: 1, name: 'Park', area: 0 };

describe('canAddAmenity', () => {
  it.each([
    [[], 1, true],
    [[park], 2, true],
    [[park], 1, false],
  ])('rows %j, amenity %d: %s', (rows, amenityId, expected) => {
    expect(canAddAmenity(rows, amenityId)).toBe(expected);
  });
});

describe('newProjectAmenityRow', () => {
  it('defaults the area to 0 sq ft', () => {
    expect(newProjectAmenityRow({ id: 3, name: 'Club House' })).toEqual({
      amenityId: 3,
      name: 'Club House',
      area: 0,
    });
  });

  it('keeps the description when the amenity has one', () => {
    expect(newProjectAmenityRow({ id: 3, name: 'Gym', description: 'Open all day' })).toEqual({
      amenityId: 3,
      name: 'Gym',
      area: 0,
      description: 'Open all day',
    });
  });
});
