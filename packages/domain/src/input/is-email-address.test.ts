import { describe, it, expect } from 'vitest';
import { isEmailAddress } from './is-email-address';

describe('isEmailAddress', () => {
  it.each([
    'priya@example.com',
    'priya.sharma+plots@mail.example.co.in',
    ' padded@example.com ',
    'a@b.in',
  ])('accepts %j', (text) => {
    expect(isEmailAddress(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'priya',
    'priya@',
    '@example.com',
    'priya@example',
    'priya@example.c',
    'priya@@example.com',
    'priya sharma@example.com',
    'priya@exa mple.com',
    'priya@.example.com',
    'priya@example..com',
    'priya@example.com.',
  ])('rejects %j', (text) => {
    expect(isEmailAddress(text)).toBe(false);
  });
});
