import { describe, it, expect } from 'vitest';
import { validateAmenity } from './validate-amenity';

describe('validateAmenity', () => {
  it.each(['', '   ', '\t'])('requires a name after trimming (%j)', (name) => {
    expect(validateAmenity({ name })).toEqual({ name: 'Amenity name is required' });
  });

  it.each(['Park', ' Club House '])('accepts %j', (name) => {
    expect(validateAmenity({ name })).toEqual({});
  });
});
