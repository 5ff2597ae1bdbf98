import { describe, expect, it } from 'vitest';
import {
  newestFollowUpFirst,
  nextFollowUpState,
  SETTLED_NEXT_FOLLOW_UP,
  settledFollowUpIds,
} from './settled-follow-up';

const logged = (id: number, bookingId: number, followUpDate: string) => ({
  id,
  bookingId,
  followUpDate,
});

describe('newestFollowUpFirst', () => {
  it.each([
    [logged(1, 1, '2025-03-10'), logged(2, 1, '2025-03-01'), -1],
    [logged(1, 1, '2025-03-01'), logged(2, 1, '2025-03-10'), 1],
    // One day: the one logged last is the newer.
    [logged(7, 1, '2025-03-10'), logged(4, 1, '2025-03-10T09:00:00Z'), -3],
    // An unreadable date is the oldest.
    [logged(9, 1, 'not a date'), logged(2, 1, '2025-03-10'), 1],
  ])('%j against %j: %i', (a, b, order) => {
    expect(Math.sign(newestFollowUpFirst(a, b))).toBe(Math.sign(order));
  });
});

describe('settledFollowUpIds', () => {
  it("settles every follow-up of a booking but its newest, each booking's on its own", () => {
    const followUps = [
      logged(1, 1, '2025-03-01'),
      logged(2, 1, '2025-03-10'),
      logged(3, 2, '2025-03-05'),
      logged(4, 1, '2025-03-05'),
    ];
    expect(settledFollowUpIds(followUps)).toEqual(new Set([1, 4]));
  });

  it('settles a follow-up logged with an earlier date than the newest: it is history', () => {
    const followUps = [logged(1, 1, '2025-03-10'), logged(2, 1, '2025-03-02')];
    expect(settledFollowUpIds(followUps)).toEqual(new Set([2]));
  });

  it('settles the one logged first of two on one day', () => {
    const followUps = [logged(5, 1, '2025-03-10'), logged(3, 1, '2025-03-10')];
    expect(settledFollowUpIds(followUps)).toEqual(new Set([3]));
  });

  it('opens the one before again once the newest is gone', () => {
    const followUps = [logged(1, 1, '2025-03-01'), logged(2, 1, '2025-03-10')];
    expect(settledFollowUpIds(followUps.filter(({ id }) => id !== 2))).toEqual(new Set());
  });
});

describe('nextFollowUpState', () => {
  const today = '2025-03-12';

  it.each([
    [
      { nextFollowUpDate: '2025-03-11', settled: false },
      { kind: 'pending', badge: 'Overdue' },
    ],
    [
      { nextFollowUpDate: '2025-03-12', settled: false },
      { kind: 'pending', badge: 'Today' },
    ],
    [{ nextFollowUpDate: '2025-03-20' }, { kind: 'pending', badge: 'Upcoming' }],
    [
      { nextFollowUpDate: '2025-03-11', settled: true },
      { kind: 'settled', note: 'Settled by a later follow-up' },
    ],
    [{ nextFollowUpDate: '2025-03-20', settled: true }, { kind: 'settled' }],
    [{ nextFollowUpDate: null, settled: true }, { kind: 'notPlanned' }],
    [{ nextFollowUpDate: 'not a date', settled: false }, { kind: 'notPlanned' }],
  ])('%j reads as %j', (followUp, state) => {
    expect(nextFollowUpState(followUp, today)).toMatchObject(state);
  });

  it('keeps the date of a settled next follow-up, and says what settled it', () => {
    expect(nextFollowUpState({ nextFollowUpDate: '2025-03-11', settled: true }, today)).toEqual({
      kind: 'settled',
      date: '2025-03-11',
      note: SETTLED_NEXT_FOLLOW_UP,
    });
    expect(SETTLED_NEXT_FOLLOW_UP).toBe('Settled by a later follow-up');
  });
});
