import { describe, it, expect } from 'vitest';
import { roleBadgeColour, type RoleBadgeColour } from './role-badge-colour';

describe('roleBadgeColour', () => {
  it.each<[string, RoleBadgeColour]>([
    ['Admin', 'red'],
    [' admin ', 'red'],
    ['Manager', 'yellow'],
    ['MANAGER', 'yellow'],
    ['Sales Executive', 'green'],
    ['Administrator', 'green'],
    ['', 'green'],
  ])('%j is %s', (role, colour) => {
    expect(roleBadgeColour(role)).toBe(colour);
  });
});
