import { describe, expect, it } from 'vitest';
import { previousFollowUps } from './previous-follow-ups';

const dated = (id: number, followUpDate: string) => ({ id, followUpDate });

describe('previousFollowUps', () => {
  it('has neither a latest nor earlier ones for a booking without follow-ups', () => {
    expect(previousFollowUps([])).toEqual({ latest: null, earlier: [] });
  });

  it('puts the newest apart and the rest newest first, whatever order they came in', () => {
    const list = [dated(1, '2025-01-05'), dated(3, '2025-03-01'), dated(2, '2025-02-10')];
    expect(previousFollowUps(list)).toEqual({
      latest: dated(3, '2025-03-01'),
      earlier: [dated(2, '2025-02-10'), dated(1, '2025-01-05')],
    });
  });

  it('orders one day by the order they were logged, last first', () => {
    const list = [dated(4, '2025-03-01'), dated(9, '2025-03-01T10:00:00Z'), dated(6, '2025-03-01')];
    expect(previousFollowUps(list).latest).toEqual(dated(9, '2025-03-01T10:00:00Z'));
    expect(previousFollowUps(list).earlier.map(({ id }) => id)).toEqual([6, 4]);
  });

  it('puts a follow-up with an unreadable date last', () => {
    const list = [dated(5, 'not a date'), dated(2, '2025-02-10')];
    expect(previousFollowUps(list).earlier).toEqual([dated(5, 'not a date')]);
    expect(previousFollowUps([...list].reverse()).latest).toEqual(dated(2, '2025-02-10'));
  });

  it('leaves out the follow-up being edited', () => {
    const list = [dated(3, '2025-03-01'), dated(2, '2025-02-10')];
    expect(previousFollowUps(list, 3)).toEqual({ latest: dated(2, '2025-02-10'), earlier: [] });
    expect(previousFollowUps([dated(3, '2025-03-01')], 3)).toEqual({ latest: null, earlier: [] });
  });

  it('does not reorder the list it was given', () => {
    const list = [dated(1, '2025-01-05'), dated(2, '2025-02-10')];
    previousFollowUps(list);
    expect(list.map(({ id }) => id)).toEqual([1, 2]);
  });
});
