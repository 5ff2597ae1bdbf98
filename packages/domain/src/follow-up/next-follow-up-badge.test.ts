import { describe, it, expect } from 'vitest';
import { nextFollowUpBadge } from './next-follow-up-badge';

const today = '2025-03-12';

describe('nextFollowUpBadge', () => {
  it.each([
    ['2025-03-11', 'Overdue'],
    ['2024-12-31', 'Overdue'],
    ['2025-03-12', 'Today'],
    ['2025-03-12T23:59:00Z', 'Today'],
    ['2025-03-13', 'Upcoming'],
    [null, null],
    ['', null],
  ])('%j → %j', (date, badge) => {
    expect(nextFollowUpBadge(date, today)).toBe(badge);
  });
});
