import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS_CARD_TEXTS,
  COLLECTION_STATES,
  COLLECTION_STATE_LABELS,
  collectionsCsvColumns,
  instalmentDaysOverdue,
  isCollectionState,
  monthEnd,
} from './collections';

describe('collection states', () => {
  it('labels the filter choices in order', () => {
    expect(COLLECTION_STATES.map((state) => COLLECTION_STATE_LABELS[state])).toEqual([
      'All',
      'Overdue',
      'Due',
    ]);
  });

  it.each([
    ['all', true],
    ['overdue', true],
    ['due', true],
    ['Overdue', false],
    ['', false],
    [undefined, false],
  ])('isCollectionState(%j) is %s', (value, expected) => {
    expect(isCollectionState(value)).toBe(expected);
  });
});

describe('collections texts', () => {
  it('heads the CSV export', () => {
    expect(collectionsCsvColumns.join(',')).toBe(
      'Booking Number,Project,Plot,Plot Owner,Channel Partner,Instalment,Due Date,Amount,Paid,Outstanding,Overdue Days',
    );
  });

  it("words the Dashboard's card", () => {
    expect(COLLECTIONS_CARD_TEXTS).toEqual({
      title: 'Collections',
      dueThisMonth: 'Due this month',
      overdue: 'Overdue',
      viewCollections: 'View collections',
    });
  });
});

describe('monthEnd', () => {
  it.each([
    ['2025-03-10', '2025-03-31'],
    ['2025-03-31', '2025-03-31'],
    ['2025-04-01', '2025-04-30'],
    ['2025-02-01', '2025-02-28'],
    ['2024-02-15', '2024-02-29'],
    ['2100-02-15', '2100-02-28'],
    ['2025-12-31', '2025-12-31'],
    ['0002-01-05', '0002-01-31'],
  ])('%s: %s', (today, end) => {
    expect(monthEnd(today)).toBe(end);
  });

  it.each(['', '2025-13-01', '2025-03-10T10:00:00Z'])('refuses %j', (today) => {
    expect(() => monthEnd(today)).toThrow(RangeError);
  });
});

describe('instalmentDaysOverdue', () => {
  it.each([
    ['2025-03-10', 0],
    ['2025-03-11', 0],
    ['2025-03-09', 1],
    ['2025-02-08', 30],
    ['2024-03-10', 365],
  ])('due %s is %d days overdue on 2025-03-10', (dueDate, days) => {
    expect(instalmentDaysOverdue(dueDate, '2025-03-10')).toBe(days);
  });
});
