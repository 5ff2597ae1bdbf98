import { describe, expect, it } from 'vitest';
import { followUpFormOf, followUpRequestOf } from './follow-up-request';

describe('followUpFormOf', () => {
  it('fills the modal from a saved follow-up, empty boxes for what is missing', () => {
    expect(
      followUpFormOf({
        bookingId: 7,
        followUpDate: '2025-03-12',
        nextFollowUpDate: null,
        purpose: 'Payment reminder',
        followUpUpdate: 'Will pay next week',
        followUpTakenBy: null,
      }),
    ).toEqual({
      bookingId: 7,
      followUpDate: '2025-03-12',
      nextFollowUpDate: '',
      purpose: 'Payment reminder',
      followUpUpdate: 'Will pay next week',
      followUpTakenBy: '',
    });
  });

  it('reads the dates of full timestamps', () => {
    const form = followUpFormOf({
      bookingId: 7,
      followUpDate: '2025-03-12T00:00:00Z',
      nextFollowUpDate: '2025-03-20T00:00:00Z',
      purpose: 'Site visit',
      followUpUpdate: 'Visited',
      followUpTakenBy: 'Priya',
    });
    expect([form.followUpDate, form.nextFollowUpDate, form.followUpTakenBy]).toEqual([
      '2025-03-12',
      '2025-03-20',
      'Priya',
    ]);
  });

  it('leaves an unreadable date empty, for the form to ask for again', () => {
    const form = followUpFormOf({
      bookingId: 7,
      followUpDate: 'soon',
      nextFollowUpDate: null,
      purpose: 'Site visit',
      followUpUpdate: 'Visited',
      followUpTakenBy: null,
    });
    expect(form.followUpDate).toBe('');
  });
});

describe('followUpRequestOf', () => {
  const draft = {
    bookingId: 7,
    followUpDate: '2025-03-12',
    nextFollowUpDate: '',
    purpose: ' Payment reminder ',
    followUpUpdate: ' Will pay next week\n',
    followUpTakenBy: '  ',
  };

  it('trims the texts and sends empty optional fields as null', () => {
    expect(followUpRequestOf(draft)).toEqual({
      bookingId: 7,
      followUpDate: '2025-03-12',
      nextFollowUpDate: null,
      purpose: 'Payment reminder',
      followUpUpdate: 'Will pay next week',
      followUpTakenBy: null,
    });
  });

  it('sends the next date and the taker when given', () => {
    const body = followUpRequestOf({
      ...draft,
      nextFollowUpDate: '2025-03-19',
      followUpTakenBy: 'Priya',
    });
    expect([body.nextFollowUpDate, body.followUpTakenBy]).toEqual(['2025-03-19', 'Priya']);
  });
});
