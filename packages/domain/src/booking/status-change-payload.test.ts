import { describe, expect, it } from 'vitest';
import { statusChangePayload } from './status-change-payload';
import { newStatusChange, type StatusChangeRequest } from './validate-status-change';

const today = '2026-03-14';
const filled = (request: StatusChangeRequest): StatusChangeRequest => ({
  ...request,
  remark: '  Paid in full ',
  cancellationReason: ' Buyer withdrew ',
  registrationNumber: ' REG/77 ',
});

describe('statusChangePayload', () => {
  it('sends only the remark when confirming a booking', () => {
    expect(statusChangePayload(filled(newStatusChange('Booking', today)))).toEqual({
      newStatus: 'Booking',
      remark: 'Paid in full',
      updatedBy: 1,
      cancellationReason: null,
      actualRegistryDate: null,
      registrationNumber: null,
    });
  });

  it('sends the cancellation reason when cancelling', () => {
    expect(statusChangePayload(filled(newStatusChange('Cancelled', today)))).toMatchObject({
      newStatus: 'Cancelled',
      cancellationReason: 'Buyer withdrew',
      actualRegistryDate: null,
      registrationNumber: null,
    });
  });

  it('sends the actual registry date and registration number when registering', () => {
    expect(statusChangePayload(filled(newStatusChange('RegistryDone', today)))).toMatchObject({
      newStatus: 'RegistryDone',
      cancellationReason: null,
      actualRegistryDate: today,
      registrationNumber: 'REG/77',
    });
  });

  it('says registering with the balance outstanding was confirmed, and only when registering', () => {
    const confirmed = {
      ...filled(newStatusChange('RegistryDone', today)),
      acceptOutstanding: true,
    };
    expect(statusChangePayload(confirmed)).toMatchObject({ acceptOutstanding: true });
    expect(statusChangePayload(filled(newStatusChange('RegistryDone', today)))).not.toHaveProperty(
      'acceptOutstanding',
    );
    const cancelling = { ...filled(newStatusChange('Cancelled', today)), acceptOutstanding: true };
    expect(statusChangePayload(cancelling)).not.toHaveProperty('acceptOutstanding');
  });

  it('refuses Pending, which is never a status to move to', () => {
    expect(() => statusChangePayload(newStatusChange('Pending', today))).toThrow(RangeError);
  });
});
