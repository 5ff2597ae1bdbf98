import { describe, it, expect } from 'vitest';
import { formText } from './form-text';

describe('formText', () => {
  it.each([
    ['a string as it is', ' abc ', ' abc '],
    ['an empty string', '', ''],
    ['undefined as empty', undefined, ''],
    ['null as empty', null, ''],
    ['a number as empty', 42, ''],
    ['an object as empty', { value: 'x' }, ''],
  ])('reads %s', (_, value, expected) => {
    expect(formText(value)).toBe(expected);
  });
});
