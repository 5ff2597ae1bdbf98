import { describe, it, expect } from 'vitest';
import { ROLE_ERRORS, validateRole, type RoleValues } from './validate-role';

describe('validateRole', () => {
  it('names its message', () => {
    expect(ROLE_ERRORS).toEqual({ nameRequired: 'Role name is required' });
  });

  it.each<[RoleValues, Record<string, string>]>([
    [{ name: 'Sales Executive' }, {}],
    [{ name: '' }, { name: 'Role name is required' }],
    [{ name: '   ' }, { name: 'Role name is required' }],
    [{ name: null }, { name: 'Role name is required' }],
    [{}, { name: 'Role name is required' }],
  ])('%j', (values, expected) => {
    expect(validateRole(values)).toEqual(expected);
  });
});
