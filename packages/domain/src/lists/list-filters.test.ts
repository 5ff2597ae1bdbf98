import { describe, expect, it } from 'vitest';
import { listFiltering } from './list-filters';

const filters = { searchTerm: '', natureId: null, name: '' };
const pageSize = 10 as const;

describe('a list query’s filtering', () => {
  it('hides nothing and differs from nothing when every filter is off', () => {
    expect(listFiltering({ filters, pageSize })).toEqual({ hidesRows: false, isFiltered: false });
  });

  it.each([
    { searchTerm: 'ravi' },
    { searchTerm: ' ' },
    { natureId: 3 },
    { name: 'Estates' },
    { isActive: false },
  ])('hides rows with %o set', (set) => {
    expect(listFiltering({ filters: { ...filters, ...set }, pageSize })).toEqual({
      hidesRows: true,
      isFiltered: true,
    });
  });

  it('hides nothing with another page size, but differs from the plain list', () => {
    expect(listFiltering({ filters, pageSize: 50 })).toEqual({
      hidesRows: false,
      isFiltered: true,
    });
  });
});
