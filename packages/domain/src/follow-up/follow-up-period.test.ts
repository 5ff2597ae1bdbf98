import { describe, it, expect } from 'vitest';
import {
  FOLLOW_UP_PERIODS,
  followUpPeriodBounds,
  isFollowUpPeriod,
  matchesFollowUpPeriod,
  weekOf,
  type FollowUpPeriod,
} from './follow-up-period';

// 2025-03-12 is a Wednesday; its week runs Sunday 2025-03-09 to Saturday 2025-03-15.
const wednesday = '2025-03-12';

describe('isFollowUpPeriod', () => {
  it.each([
    ['thisWeek', true],
    ['overdue', true],
    ['week', false],
    [null, false],
  ])('isFollowUpPeriod(%j) is %s', (value, expected) => {
    expect(isFollowUpPeriod(value)).toBe(expected);
  });
});

describe('weekOf', () => {
  it.each([
    ['2025-03-09', '2025-03-09', '2025-03-15'],
    [wednesday, '2025-03-09', '2025-03-15'],
    ['2025-03-15', '2025-03-09', '2025-03-15'],
    ['2025-03-16', '2025-03-16', '2025-03-22'],
    ['2025-01-01', '2024-12-29', '2025-01-04'],
  ])('the week of %s runs %s to %s', (today, start, end) => {
    expect(weekOf(today)).toEqual({ start, end });
  });
});

describe('followUpPeriodBounds', () => {
  it.each([
    ['all', null],
    ['today', { from: wednesday, to: wednesday }],
    ['thisWeek', { from: '2025-03-09', to: '2025-03-15' }],
    ['upcoming', { from: '2025-03-13', to: null }],
    ['overdue', { from: null, to: '2025-03-11' }],
  ] as const)('%s on Wednesday 2025-03-12 is %j', (period, bounds) => {
    expect(followUpPeriodBounds(period, wednesday)).toEqual(bounds);
  });

  it('crosses a month and a year where the days do', () => {
    expect(followUpPeriodBounds('upcoming', '2025-12-31')).toEqual({
      from: '2026-01-01',
      to: null,
    });
    expect(followUpPeriodBounds('overdue', '2025-03-01')).toEqual({ from: null, to: '2025-02-28' });
    expect(followUpPeriodBounds('thisWeek', '2025-01-01')).toEqual({
      from: '2024-12-29',
      to: '2025-01-04',
    });
  });
});

describe('matchesFollowUpPeriod', () => {
  const cases: [string, FollowUpPeriod, boolean][] = [
    ['2025-03-12', 'today', true],
    ['2025-03-13', 'today', false],
    ['2025-03-11', 'today', false],
    ['2025-03-12T10:00:00Z', 'today', true],
    ['2025-03-08', 'thisWeek', false],
    ['2025-03-09', 'thisWeek', true],
    ['2025-03-11', 'thisWeek', true],
    ['2025-03-15', 'thisWeek', true],
    ['2025-03-16', 'thisWeek', false],
    ['2025-03-13', 'upcoming', true],
    ['2025-03-12', 'upcoming', false],
    ['2025-03-11', 'overdue', true],
    ['2025-03-12', 'overdue', false],
    ['2025-03-13', 'overdue', false],
    ['2020-01-01', 'all', true],
  ];
  it.each(cases)('next follow-up %s, period %s, today Wednesday: %s', (date, period, expected) => {
    expect(matchesFollowUpPeriod(date, period, wednesday)).toBe(expected);
  });

  it('starts the week on Sunday: a Saturday and the next Sunday are in different weeks', () => {
    expect(matchesFollowUpPeriod('2025-03-15', 'thisWeek', '2025-03-15')).toBe(true);
    expect(matchesFollowUpPeriod('2025-03-16', 'thisWeek', '2025-03-15')).toBe(false);
    expect(matchesFollowUpPeriod('2025-03-15', 'thisWeek', '2025-03-16')).toBe(false);
    expect(matchesFollowUpPeriod('2025-03-16', 'thisWeek', '2025-03-16')).toBe(true);
  });

  it('counts Sunday itself in its own week', () => {
    expect(matchesFollowUpPeriod('2025-03-09', 'thisWeek', '2025-03-09')).toBe(true);
    expect(matchesFollowUpPeriod('2025-03-08', 'thisWeek', '2025-03-09')).toBe(false);
  });

  it.each(FOLLOW_UP_PERIODS)('settled by a newer follow-up, matches only "all" (%s)', (period) => {
    expect(matchesFollowUpPeriod('2025-03-11', period, wednesday, true)).toBe(period === 'all');
    expect(matchesFollowUpPeriod('2025-03-12', period, wednesday, true)).toBe(period === 'all');
    expect(matchesFollowUpPeriod('2025-03-11', period, wednesday, false)).toBe(
      period === 'all' || period === 'overdue' || period === 'thisWeek',
    );
  });

  it.each(FOLLOW_UP_PERIODS)('without a next date matches only "all" (%s)', (period) => {
    expect(matchesFollowUpPeriod(null, period, wednesday)).toBe(period === 'all');
    expect(matchesFollowUpPeriod('not a date', period, wednesday)).toBe(period === 'all');
  });
});
