import { describe, it, expect } from 'vitest';
import { newProjectForm } from './project-form';

describe('newProjectForm', () => {
  it('starts empty, with no amenities', () => {
    expect(newProjectForm()).toEqual({
      name: '',
      totalProjectArea: null,
      roadsArea: null,
      projectAmenities: [],
    });
  });

  it('returns a fresh form each time', () => {
    expect(newProjectForm().projectAmenities).not.toBe(newProjectForm().projectAmenities);
  });
});
