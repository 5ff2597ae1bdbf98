import { describe, expect, it } from 'vitest';
import { filtersHideRows, listFiltering, listIsFiltered } from './list-filters';

const PLAIN = { searchTerm: '', pageSize: 10 as const, natureId: null, name: '' };

describe('a list’s filters', () => {
  it('hide nothing and differ from nothing when every filter is off', () => {
    expect(filtersHideRows(PLAIN)).toBe(false);
    expect(listIsFiltered(PLAIN)).toBe(false);
  });

  it.each([
    { searchTerm: 'ravi' },
    { searchTerm: ' ' },
    { natureId: 3 },
    { name: 'Estates' },
    { isActive: false },
  ])('hide rows with %o set', (set) => {
    expect(filtersHideRows({ ...PLAIN, ...set })).toBe(true);
    expect(listIsFiltered({ ...PLAIN, ...set })).toBe(true);
  });

  it('hide nothing with another page size, but differ from the plain list', () => {
    expect(filtersHideRows({ ...PLAIN, pageSize: 50 })).toBe(false);
    expect(listIsFiltered({ ...PLAIN, pageSize: 50 })).toBe(true);
  });
});

describe('a list query’s filtering', () => {
  const { pageSize, ...filters } = PLAIN;

  it('hides nothing and differs from nothing when every filter is off', () => {
    expect(listFiltering({ filters, pageSize })).toEqual({ hidesRows: false, isFiltered: false });
  });

  it('hides rows with a filter set', () => {
    expect(listFiltering({ filters: { ...filters, natureId: 3 }, pageSize })).toEqual({
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
