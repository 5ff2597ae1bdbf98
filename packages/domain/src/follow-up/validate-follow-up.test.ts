import { describe, it, expect } from 'vitest';
import type { FollowUpForm } from './follow-up-form';
import { validateFollowUp } from './validate-follow-up';

const valid: FollowUpForm = {
  bookingId: 7,
  followUpDate: '2025-03-12',
  nextFollowUpDate: '',
  purpose: 'Payment reminder',
  followUpUpdate: 'Owner will pay the balance next week.',
  followUpTakenBy: 'Priya',
};

function errorsFor(patch: Partial<FollowUpForm>) {
  return validateFollowUp({ ...valid, ...patch });
}

describe('validateFollowUp', () => {
  it('accepts a follow-up without a next date', () => {
    expect(validateFollowUp(valid)).toEqual({});
  });

  it.each([
    [{ followUpDate: '' }, 'followUpDate', 'Follow-up date is required'],
    [{ followUpDate: '2025-13-01' }, 'followUpDate', 'Follow-up date is required'],
    [{ purpose: '  ' }, 'purpose', 'Purpose is required'],
    [{ followUpUpdate: '' }, 'followUpUpdate', 'Follow-up update is required'],
    [{ bookingId: null }, 'bookingId', 'Booking selection is required'],
    [{ bookingId: 0 }, 'bookingId', 'Booking selection is required'],
    [{ bookingId: Number.NaN }, 'bookingId', 'Booking selection is required'],
    [
      { nextFollowUpDate: '2025-03-11' },
      'nextFollowUpDate',
      'Next follow-up date cannot be before the follow-up date',
    ],
    [
      { nextFollowUpDate: 'tomorrow' },
      'nextFollowUpDate',
      'Next follow-up date must be a valid date',
    ],
  ])('%j: %s %s', (patch, key, message) => {
    expect(errorsFor(patch)).toEqual({ [key]: message });
  });

  it.each(['2025-03-12', '2025-03-13', ' '])('accepts next follow-up date %j', (next) => {
    expect(errorsFor({ nextFollowUpDate: next })).toEqual({});
  });

  it('does not compare the next date with a missing follow-up date', () => {
    expect(errorsFor({ followUpDate: '', nextFollowUpDate: '2020-01-01' })).toEqual({
      followUpDate: 'Follow-up date is required',
    });
  });

  it('reports every missing field at once', () => {
    expect(
      validateFollowUp({
        bookingId: null,
        followUpDate: '',
        nextFollowUpDate: '',
        purpose: '',
        followUpUpdate: '',
        followUpTakenBy: '',
      }),
    ).toEqual({
      bookingId: 'Booking selection is required',
      followUpDate: 'Follow-up date is required',
      purpose: 'Purpose is required',
      followUpUpdate: 'Follow-up update is required',
    });
  });
});
