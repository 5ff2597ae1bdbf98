import { describe, expect, it } from 'vitest';
import { isValid } from './field-errors';

describe('isValid', () => {
  it('is true only when no field has a message', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ name: 'Project name is required' })).toBe(false);
  });
});
