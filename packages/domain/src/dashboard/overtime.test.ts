import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-date';
import { aBooking, anInput, SAMPLE, TODAY } from './dashboard.fixtures';
import { overtime } from './overtime';

describe('overtime', () => {
  const { bookings } = overtime(SAMPLE);

  it('lists the overdue bookings, most days overdue first', () => {
    expect(
      bookings.map(({ bookingId, daysOverdue, severity }) => [bookingId, daysOverdue, severity]),
    ).toEqual([
      [2, 45, 'red'],
      [8, 15, 'orange'],
      [3, 1, 'yellow'],
    ]);
  });

  it.each([
    [0, null],
    [1, 'yellow'],
    [14, 'yellow'],
    [15, 'orange'],
    [30, 'orange'],
    [31, 'red'],
  ] as const)('a registry date %i days ago gives severity %s', (days, severity) => {
    const input = anInput({
      projects: [{ id: 1, name: 'Green Meadows' }],
      bookings: [aBooking({ id: 1, registryDate: addDays(TODAY, -days) })],
    });
    const result = overtime(input);
    expect(result.bookings.map((b) => b.severity)).toEqual(severity ? [severity] : []);
  });

  it('breaks ties by booking id', () => {
    const late = (id: number, projectId: number) =>
      aBooking({ id, projectId, registryDate: '2026-06-05' });
    const result = overtime(
      anInput({
        projects: [
          { id: 3, name: 'Cedar Park' },
          { id: 2, name: 'amber fields' },
          { id: 1, name: 'Amber Fields' },
        ],
        bookings: [late(9, 3), late(4, 2), late(6, 1), late(5, 1)],
      }),
    );
    expect(result.bookings.map((b) => b.bookingId)).toEqual([4, 5, 6, 9]);
  });

  it('is empty when nothing is overdue', () => {
    expect(overtime(anInput({ projects: SAMPLE.projects }))).toEqual({ bookings: [] });
  });
});
