import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loginKey } from './login-key';

describe('loginKey', () => {
  it.each([
    ['Admin', 'admin'],
    ['  ADMIN ', 'admin'],
    ['ｱﾄﾞﾐﾝ', 'アドミン'],
    ['ａｄｍｉｎ', 'admin'],
    ['Straße', 'strasse'],
    ['ΟΔΥΣΣΕΥΣ', 'οδυσσευσ'],
    ['Ravi@Example.COM', 'ravi@example.com'],
  ])('%j is keyed %j', (typed, key) => {
    expect(loginKey(typed)).toBe(key);
  });

  it("does not take a dotted capital I for 'i'", () => {
    expect(loginKey('admİn')).not.toBe(loginKey('admin'));
  });

  it('keys a key as itself', () => {
    fc.assert(fc.property(fc.string(), (text) => loginKey(loginKey(text)) === loginKey(text)));
  });
});
