import { describe, it, expect } from 'vitest';
import { calendarDateFrom, decimalFrom, filledText, idFrom, wholeNumberFrom } from './read-input';

describe('filledText', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    ['Asha', 'Asha'],
    ['  Asha Verma  ', 'Asha Verma'],
  ])('%j → %j', (typed, read) => {
    expect(filledText(typed)).toBe(read);
  });
});

describe('decimalFrom', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['2500', 2500],
    [' 2500.50 ', 2500.5],
    ['12.', 12],
    ['.5', 0.5],
    ['-3', -3],
    ['0.01', 0.01],
    ['abc', null],
    ['1,000', null],
    ['1e3', null],
    ['0x10', null],
    ['Infinity', null],
    ['-', null],
    ['.', null],
    ['1.2.3', null],
  ])('%j → %j', (typed, read) => {
    expect(decimalFrom(typed)).toBe(read);
  });
});

describe('wholeNumberFrom', () => {
  it.each([
    ['', null],
    ['0', 0],
    ['30', 30],
    [' 30 ', 30],
    ['007', 7],
    ['1.5', null],
    ['-1', null],
    ['3 0', null],
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', null],
    ['99999999999999999999', null],
  ])('%j → %j', (typed, read) => {
    expect(wholeNumberFrom(typed)).toBe(read);
  });
});

describe('idFrom', () => {
  it.each([
    ['', null],
    ['0', null],
    ['1', 1],
    ['42', 42],
    ['-4', null],
    ['4.0', null],
    ['abc', null],
  ])('%j → %j', (typed, read) => {
    expect(idFrom(typed)).toBe(read);
  });
});

describe('calendarDateFrom', () => {
  it.each([
    ['', null],
    ['2024-03-10', '2024-03-10'],
    [' 2024-03-10 ', '2024-03-10'],
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['10/03/2024', null],
    ['2024-03-10T00:00:00Z', null],
  ])('%j → %j', (typed, read) => {
    expect(calendarDateFrom(typed)).toBe(read);
  });
});
