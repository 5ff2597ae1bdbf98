import { describe, it, expect } from 'vitest';
import type { BookingStatus } from './booking-status';
import {
  newStatusChange,
  validateStatusChange,
  type StatusChangeRequest,
} from './validate-status-change';

const today = '2024-03-10';

describe('newStatusChange', () => {
  it('defaults the actual registry date to today, leaves the rest empty and confirms nothing', () => {
    expect(newStatusChange('RegistryDone', today)).toEqual({
      newStatus: 'RegistryDone',
      remark: '',
      cancellationReason: '',
      actualRegistryDate: today,
      registrationNumber: '',
      acceptOutstanding: false,
    });
  });
});

describe('validateStatusChange', () => {
  const request = (
    newStatus: BookingStatus,
    changes: Partial<StatusChangeRequest> = {},
  ): StatusChangeRequest => ({ ...newStatusChange(newStatus, today), ...changes });

  it.each<[string, StatusChangeRequest, Record<string, string>]>([
    ['Booking with a remark', request('Booking', { remark: 'Balance received' }), {}],
    ['Booking without a remark', request('Booking'), { remark: 'Remark is required' }],
    [
      'a remark of spaces only',
      request('Booking', { remark: '   ' }),
      { remark: 'Remark is required' },
    ],
    [
      'Cancelled with remark and reason',
      request('Cancelled', {
        remark: 'Client withdrew',
        cancellationReason: 'Finance fell through',
      }),
      {},
    ],
    [
      'Cancelled without a reason',
      request('Cancelled', { remark: 'Client withdrew' }),
      { cancellationReason: 'Cancellation reason is required' },
    ],
    [
      'Cancelled with nothing filled in',
      request('Cancelled'),
      { remark: 'Remark is required', cancellationReason: 'Cancellation reason is required' },
    ],
    [
      'RegistryDone with everything',
      request('RegistryDone', { remark: 'Registered', registrationNumber: 'REG/118' }),
      {},
    ],
    [
      'RegistryDone without a registration number',
      request('RegistryDone', { remark: 'Registered', registrationNumber: ' ' }),
      { registrationNumber: 'Registration number is required' },
    ],
    [
      'RegistryDone without an actual registry date',
      request('RegistryDone', {
        remark: 'Registered',
        registrationNumber: 'REG/118',
        actualRegistryDate: '',
      }),
      { actualRegistryDate: 'Actual registry date is required' },
    ],
    [
      'RegistryDone with an impossible actual registry date',
      request('RegistryDone', {
        remark: 'Registered',
        registrationNumber: 'REG/118',
        actualRegistryDate: '2024-02-30',
      }),
      { actualRegistryDate: 'Actual registry date is required' },
    ],
    [
      'RegistryDone with nothing filled in',
      request('RegistryDone', { actualRegistryDate: '' }),
      {
        remark: 'Remark is required',
        actualRegistryDate: 'Actual registry date is required',
        registrationNumber: 'Registration number is required',
      },
    ],
    [
      'Booking, where registry details and reason do not apply',
      request('Booking', { remark: 'Confirmed', actualRegistryDate: '' }),
      {},
    ],
    [
      'RegistryDone, where no cancellation reason is needed',
      request('RegistryDone', { remark: 'Registered', registrationNumber: 'REG/118' }),
      {},
    ],
    [
      'RegistryDone on an actual registry date after today',
      request('RegistryDone', {
        remark: 'Registered',
        registrationNumber: 'REG/118',
        actualRegistryDate: '2024-03-11',
      }),
      { actualRegistryDate: 'Actual registry date cannot be after today' },
    ],
    [
      'RegistryDone on an actual registry date long past',
      request('RegistryDone', {
        remark: 'Registered',
        registrationNumber: 'REG/118',
        actualRegistryDate: '2023-12-31',
      }),
      {},
    ],
    [
      'Booking, where a future registry date does not apply',
      request('Booking', { remark: 'Confirmed', actualRegistryDate: '2030-01-01' }),
      {},
    ],
  ])('%s', (_, input, errors) => {
    expect(validateStatusChange(input, today)).toEqual(errors);
  });
});
