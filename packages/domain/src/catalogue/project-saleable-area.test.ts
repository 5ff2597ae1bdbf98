import { describe, it, expect } from 'vitest';
import { projectSaleableAreaSqYd } from './project-saleable-area';

describe('projectSaleableAreaSqYd', () => {
  it('takes total minus roads minus every amenity, in sq yards', () => {
    expect(
      projectSaleableAreaSqYd({
        name: 'Green Acres',
        totalProjectArea: 9000,
        roadsArea: 900,
        projectAmenities: [
          { amenityId: 1, name: 'Park', area: 450 },
          { amenityId: 2, name: 'Gym', area: null },
          { amenityId: 3, name: 'Temple', area: 90 },
        ],
      }),
    ).toBe(840);
  });
});
