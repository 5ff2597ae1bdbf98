import { describe, it, expect } from 'vitest';
import { formatArea } from './format-area';

describe('formatArea', () => {
  it.each([
    [0, '0'],
    [1234567.456, '12,34,567.46'],
    [100 / 9, '11.11'],
    [0.005, '0.01'],
    [2.5, '2.5'],
    [-0.001, '0'],
    [-5.2, '-5.2'],
  ])('shows %d as %s', (value, text) => {
    expect(formatArea(value)).toBe(text);
  });
});
