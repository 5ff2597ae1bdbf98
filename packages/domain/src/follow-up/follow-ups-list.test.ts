import { describe, expect, it } from 'vitest';
import {
  followUpPeriodFrom,
  followUpsMatching,
  NO_FOLLOW_UP_FILTERS,
  type SearchedFollowUp,
} from './follow-ups-list';

const today = '2025-03-12';

const followUp = (patch: Partial<SearchedFollowUp>): SearchedFollowUp => ({
  bookingNumber: 'BK-0001',
  projectName: 'Green Valley',
  plotNumber: 'A-1',
  plotOwnerName: 'Ravi Kumar',
  purpose: 'Payment reminder',
  followUpUpdate: 'Will pay next week',
  followUpTakenBy: 'Priya',
  nextFollowUpDate: null,
  ...patch,
});

describe('followUpPeriodFrom', () => {
  it.each([
    ['overdue', 'overdue'],
    ['thisWeek', 'thisWeek'],
    ['week', 'all'],
    ['', 'all'],
    [null, 'all'],
  ])('%j → %s', (raw, period) => {
    expect(followUpPeriodFrom(raw)).toBe(period);
  });
});

describe('followUpsMatching', () => {
  const list = [
    followUp({ bookingNumber: 'BK-0001', nextFollowUpDate: '2025-03-10' }),
    followUp({ bookingNumber: 'BK-0002', projectName: 'Sunrise Enclave', nextFollowUpDate: today }),
    followUp({ bookingNumber: 'BK-0003', plotOwnerName: 'Meena Iyer', followUpTakenBy: null }),
    followUp({ bookingNumber: 'BK-0004', purpose: 'Site visit', nextFollowUpDate: '2025-04-01' }),
  ];
  const numbers = (searchTerm: string, period = NO_FOLLOW_UP_FILTERS.period) =>
    followUpsMatching(list, { searchTerm, period }, today).map((f) => f.bookingNumber);

  it('keeps every follow-up without filters', () => {
    expect(numbers('')).toEqual(['BK-0001', 'BK-0002', 'BK-0003', 'BK-0004']);
  });

  it.each([
    ['bk-0003', ['BK-0003']],
    ['  SUNRISE ', ['BK-0002']],
    ['a-1', ['BK-0001', 'BK-0002', 'BK-0003', 'BK-0004']],
    ['meena', ['BK-0003']],
    ['site visit', ['BK-0004']],
    ['next week', ['BK-0001', 'BK-0002', 'BK-0003', 'BK-0004']],
    ['priya', ['BK-0001', 'BK-0002', 'BK-0004']],
    ['nobody', []],
  ])('search %j finds %j', (searchTerm, expected) => {
    expect(numbers(searchTerm)).toEqual(expected);
  });

  it('applies the period to the next follow-up date, with the search', () => {
    expect(numbers('', 'overdue')).toEqual(['BK-0001']);
    expect(numbers('', 'today')).toEqual(['BK-0002']);
    expect(numbers('', 'upcoming')).toEqual(['BK-0004']);
    expect(numbers('sunrise', 'upcoming')).toEqual([]);
  });
});
