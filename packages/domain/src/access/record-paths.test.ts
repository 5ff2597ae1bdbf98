import { describe, expect, it } from 'vitest';
import { pageAt, recordIdAt, recordPath } from './record-paths';

describe('record paths', () => {
  it.each([
    ['/bookings', '/bookings', null],
    ['/bookings/42', '/bookings', 42],
    ['/projects/7', '/projects', 7],
    ['/channel-partners/3', '/channel-partners', 3],
    ['/plots/5', '/plots', 5],
    ['/users/8', '/users', 8],
    ['/roles/2', '/roles', 2],
    ['/users', '/users', null],
    ['/', '/', null],
  ])('%s is the page %s, opening record %s', (location, page, recordId) => {
    expect(pageAt(location)).toBe(page);
    expect(recordIdAt(location)).toBe(recordId);
  });

  it.each([
    '/bookings/',
    '/bookings/0',
    '/bookings/042',
    '/bookings/4.0',
    '/bookings/x',
    '/amenities/3',
    '/bookings/4/2',
    '/nowhere',
  ])('%s is no page', (location) => {
    expect(pageAt(location)).toBeNull();
    expect(recordIdAt(location)).toBeNull();
  });

  it('makes the path a record opens at', () => {
    expect(recordPath('/bookings', 42)).toBe('/bookings/42');
    expect(pageAt(recordPath('/projects', 9))).toBe('/projects');
  });
});
