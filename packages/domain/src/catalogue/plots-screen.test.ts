import { describe, it, expect } from 'vitest';
import {
  parsePlotStatus,
  plotDescription,
  plotSizeLabel,
  plotsRefusedMessage,
} from './plots-screen';

describe('plotSizeLabel', () => {
  it.each([
    [1200, 'sq ft', '1,200 sq ft'],
    [150000, 'sq ft', '1,50,000 sq ft'],
    [266.667, 'sq yd', '266.67 sq yd'],
  ] as const)('%d %s is %s', (size, unit, label) => {
    expect(plotSizeLabel(size, unit)).toBe(label);
  });
});

describe('plotDescription', () => {
  it('names the plot, its size and its status', () => {
    expect(
      plotDescription({ plotNumber: 'A-12', plotSize: 200, sizeUnit: 'sq ft', status: 'Booked' }),
    ).toBe('Plot A-12, 200 sq ft, Booked');
  });
});

describe('plotsRefusedMessage', () => {
  it.each([
    [1, '1 plot(s) were not created'],
    [3, '3 plot(s) were not created'],
  ])('%d refused: %s', (count, text) => {
    expect(plotsRefusedMessage(count)).toBe(text);
  });
});

describe('parsePlotStatus', () => {
  it.each<[unknown, string | null]>([
    ['Available', 'Available'],
    ['Booked', 'Booked'],
    ['Sold', 'Sold'],
    ['Hold', 'Hold'],
    ['available', null],
    ['', null],
    [null, null],
    [3, null],
  ])('%j is %j', (raw, status) => {
    expect(parsePlotStatus(raw)).toBe(status);
  });
});
