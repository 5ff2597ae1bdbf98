import { describe, it, expect } from 'vitest';
import { newFollowUpForm } from './follow-up-form';

describe('newFollowUpForm', () => {
  it('dates a new follow-up today, with no next date', () => {
    expect(newFollowUpForm('2025-03-12')).toEqual({
      bookingId: null,
      followUpDate: '2025-03-12',
      nextFollowUpDate: '',
      purpose: '',
      followUpUpdate: '',
      followUpTakenBy: '',
    });
  });

  it('can start on a chosen booking', () => {
    expect(newFollowUpForm('2025-03-12', 42).bookingId).toBe(42);
  });

  it('is taken by the given name, the signed-in user', () => {
    expect(newFollowUpForm('2025-03-12', 42, 'Priya Sharma').followUpTakenBy).toBe('Priya Sharma');
  });
});
