import { describe, it, expect } from 'vitest';
import type { ProjectForm } from './project-form';
import { projectFormFrom, projectPayload } from './project-payload';

const form: ProjectForm = {
  name: '  Green Acres  ',
  totalProjectArea: 9000,
  roadsArea: 900,
  projectAmenities: [
    { amenityId: 4, name: 'Park', area: 450, description: 'Central lawn' },
    { amenityId: 7, name: 'Club House', area: 0 },
  ],
};

describe('projectPayload', () => {
  it('sends the trimmed name, the areas, the saleable area in sq yards and createdBy 1', () => {
    const payload = projectPayload(form);
    expect(payload).toMatchObject({
      name: 'Green Acres',
      totalProjectArea: 9000,
      roadsArea: 900,
      totalSaleableArea: 850,
      createdBy: 1,
    });
  });

  it('names each amenity by id, with its area and any description', () => {
    const expected = [
      { id: 4, name: 'Park', area: 450, description: 'Central lawn' },
      { id: 7, name: 'Club House', area: 0 },
    ];
    const payload = projectPayload(form);
    expect(payload.projectAmenities).toEqual(expected);
    expect(JSON.parse(payload.amenities)).toEqual(expected);
  });

  it('sends an empty list as "[]"', () => {
    const payload = projectPayload({ ...form, projectAmenities: [] });
    expect(payload.projectAmenities).toEqual([]);
    expect(payload.amenities).toBe('[]');
  });

  it.each([
    [{ totalProjectArea: null }, 'totalProjectArea'],
    [{ roadsArea: Number.NaN }, 'roadsArea'],
    [{ projectAmenities: [{ amenityId: 1, name: 'Park', area: null }] }, 'projectAmenities.0.area'],
  ])('refuses a form that was not validated (%j)', (patch, field) => {
    expect(() => projectPayload({ ...form, ...patch })).toThrow(new RegExp(field));
  });
});

describe('projectFormFrom', () => {
  it('reads a saved project back into the form', () => {
    expect(
      projectFormFrom({
        name: 'Green Acres',
        totalProjectArea: 9000,
        roadsArea: 900,
        projectAmenities: [
          { amenityId: 4, name: 'Park', area: 450, description: 'Central lawn' },
          { amenityId: 7, name: 'Club House', area: 0, description: null },
        ],
      }),
    ).toEqual({
      name: 'Green Acres',
      totalProjectArea: 9000,
      roadsArea: 900,
      projectAmenities: [
        { amenityId: 4, name: 'Park', area: 450, description: 'Central lawn' },
        { amenityId: 7, name: 'Club House', area: 0 },
      ],
    });
  });

  it('round-trips through the payload', () => {
    const saved = projectPayload(form);
    const back = projectFormFrom({
      ...saved,
      projectAmenities: saved.projectAmenities.map(({ id, ...rest }) => ({
        amenityId: id,
        ...rest,
      })),
    });
    expect(projectPayload(back)).toEqual(saved);
  });
});
