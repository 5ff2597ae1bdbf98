import { describe, it, expect } from 'vitest';
import type { ProjectForm } from './project-form';
import { MAX_AREA_SQ_FT } from '../input/input-limits';
import { validateProject } from './validate-project';

const valid: ProjectForm = {
  name: 'Green Acres',
  totalProjectArea: 10000,
  roadsArea: 1000,
  projectAmenities: [{ amenityId: 1, name: 'Park', area: 500 }],
};

function errorsFor(patch: Partial<ProjectForm>) {
  return validateProject({ ...valid, ...patch });
}

describe('validateProject', () => {
  it('accepts a complete project', () => {
    expect(validateProject(valid)).toEqual({});
  });

  it.each(['', '   '])('requires a name (%j)', (name) => {
    expect(errorsFor({ name })).toEqual({ name: 'Project name is required' });
  });

  it.each([null, Number.NaN, 0, -5, Number.POSITIVE_INFINITY])(
    'requires a total area greater than 0 (%s)',
    (totalProjectArea) => {
      expect(errorsFor({ totalProjectArea })).toEqual({
        totalProjectArea: 'Total project area must be greater than 0',
      });
    },
  );

  it('accepts a tiny positive total area when nothing is used', () => {
    expect(errorsFor({ totalProjectArea: 0.01, roadsArea: 0, projectAmenities: [] })).toEqual({});
  });

  it.each([null, Number.NaN, -0.01])('requires roads area of 0 or greater (%s)', (roadsArea) => {
    expect(errorsFor({ roadsArea })).toEqual({ roadsArea: 'Roads area must be 0 or greater' });
  });

  it('takes areas up to MAX_AREA_SQ_FT and names each one past it', () => {
    expect(
      errorsFor({
        totalProjectArea: MAX_AREA_SQ_FT,
        roadsArea: 0,
        projectAmenities: [{ amenityId: 1, name: 'Park', area: MAX_AREA_SQ_FT }],
      }),
    ).toEqual({});
    expect(
      errorsFor({
        totalProjectArea: MAX_AREA_SQ_FT + 1,
        roadsArea: MAX_AREA_SQ_FT + 1,
        projectAmenities: [{ amenityId: 1, name: 'Park', area: MAX_AREA_SQ_FT + 1 }],
      }),
    ).toEqual({
      totalProjectArea: 'Total project area must be at most 1,00,00,00,000',
      roadsArea: 'Roads area must be at most 1,00,00,00,000',
      'projectAmenities.0.area': 'Area must be at most 1,00,00,00,000',
    });
  });

  it('accepts roads area of 0', () => {
    expect(errorsFor({ roadsArea: 0 })).toEqual({});
  });

  it.each([
    ['exactly the total', 9500, {}],
    [
      'more than the total',
      9500.01,
      { totalUsedArea: 'Total used area (roads + amenities) cannot exceed total project area' },
    ],
  ])('roads + amenities using %s', (_, roadsArea, expected) => {
    expect(errorsFor({ roadsArea })).toEqual(expected);
  });

  it('does not compare used area when the total or roads area is itself wrong', () => {
    expect(Object.keys(errorsFor({ totalProjectArea: 0, roadsArea: 5 }))).toEqual([
      'totalProjectArea',
    ]);
    expect(Object.keys(errorsFor({ roadsArea: -1, projectAmenities: [] }))).toEqual(['roadsArea']);
  });

  it.each([null, Number.NaN, -1])('requires each amenity area to be 0 or greater (%s)', (area) => {
    expect(
      errorsFor({
        projectAmenities: [
          { amenityId: 1, name: 'Park', area: 0 },
          { amenityId: 2, name: 'Gym', area },
        ],
      }),
    ).toEqual({ 'projectAmenities.1.area': 'Amenity area must be 0 or greater' });
  });

  it('counts an unusable amenity area as nothing used', () => {
    const errors = errorsFor({
      roadsArea: 10000,
      projectAmenities: [{ amenityId: 1, name: 'Park', area: -500 }],
    });
    expect(errors.totalUsedArea).toBeUndefined();
  });

  it('rejects the same amenity twice, on the repeat', () => {
    expect(
      errorsFor({
        projectAmenities: [
          { amenityId: 1, name: 'Park', area: 0 },
          { amenityId: 2, name: 'Gym', area: 0 },
          { amenityId: 1, name: 'Park', area: 0 },
        ],
      }),
    ).toEqual({ 'projectAmenities.2.amenityId': 'This amenity has already been added' });
  });

  it('adds amenity areas to roads area', () => {
    expect(
      errorsFor({
        roadsArea: 9000,
        projectAmenities: [
          { amenityId: 1, name: 'Park', area: 600 },
          { amenityId: 2, name: 'Gym', area: 400.01 },
        ],
      }),
    ).toEqual({
      totalUsedArea: 'Total used area (roads + amenities) cannot exceed total project area',
    });
  });

  it('reports every problem at once', () => {
    expect(
      validateProject({
        name: ' ',
        totalProjectArea: null,
        roadsArea: null,
        projectAmenities: [],
      }),
    ).toEqual({
      name: 'Project name is required',
      totalProjectArea: 'Total project area must be greater than 0',
      roadsArea: 'Roads area must be 0 or greater',
    });
  });
});
