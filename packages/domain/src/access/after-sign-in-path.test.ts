import { describe, it, expect } from 'vitest';
import { afterSignInPath } from './after-sign-in-path';

describe('afterSignInPath', () => {
  it.each([
    ['/bookings', '/bookings'],
    ['/plots?page=2&pageSize=25', '/plots?page=2&pageSize=25'],
    ['/channel-partners#top', '/channel-partners#top'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['bookings', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['/login', '/'],
    ['/login?next=/users', '/'],
    ['/register', '/'],
  ])('%j goes to %j', (remembered, expected) => {
    expect(afterSignInPath(remembered)).toBe(expected);
  });
});
