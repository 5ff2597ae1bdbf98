import { describe, it, expect } from 'vitest';
import { roleNamesLabel } from './user-labels';

describe('roleNamesLabel', () => {
  it.each<[readonly string[] | null | undefined, string]>([
    [['Admin', 'Manager'], 'Admin, Manager'],
    [['Sales Executive'], 'Sales Executive'],
    [[' Admin ', '', 'Manager'], 'Admin, Manager'],
    [[], ''],
    [null, ''],
    [undefined, ''],
  ])('%j reads %j', (roles, label) => {
    expect(roleNamesLabel(roles)).toBe(label);
  });
});
