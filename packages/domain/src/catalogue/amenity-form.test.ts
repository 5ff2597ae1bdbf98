import { describe, it, expect } from 'vitest';
import { newAmenityForm } from './amenity-form';

describe('newAmenityForm', () => {
  it('starts empty and active', () => {
    expect(newAmenityForm()).toEqual({ name: '', description: '', isActive: true, metadata: '' });
  });
});
