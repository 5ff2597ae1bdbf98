import { describe, expect, it } from 'vitest';
import { auditedChange, auditValueText, changedFields } from './audit-change';

const booking = {
  id: 7,
  bookingNumber: 'BK-0007',
  bookingStatus: 'Token',
  version: 1,
  ownerName: 'Asha Rao',
  updatedAt: '2026-11-20T10:00:00Z',
  coOwners: [{ name: 'Ravi' }],
};

describe('auditedChange', () => {
  it('keeps the whole record on a create and on a delete', () => {
    expect(auditedChange(null, booking)).toEqual({ before: null, after: booking });
    expect(auditedChange(booking, null)).toEqual({ before: booking, after: null });
  });

  it('keeps only the fields that differ on any other change, nested ones compared whole', () => {
    const after = {
      ...booking,
      bookingStatus: 'Booking',
      version: 2,
      coOwners: [{ name: 'Ravi' }],
      registryDate: '2026-12-01',
    };
    expect(auditedChange(booking, after)).toEqual({
      before: { bookingStatus: 'Token', version: 1 },
      after: { bookingStatus: 'Booking', version: 2, registryDate: '2026-12-01' },
    });
  });

  it('sees a change deep inside a list or an object', () => {
    const before = { details: { partners: [{ name: 'A', share: 50 }] }, tags: ['a'] };
    const after = { details: { partners: [{ name: 'A', share: 60 }] }, tags: ['a', 'b'] };
    expect(auditedChange(before, after)).toEqual({ before, after });
  });

  it('keeps nothing when nothing changed', () => {
    expect(auditedChange(booking, { ...booking })).toEqual({ before: {}, after: {} });
  });
});

describe('auditValueText', () => {
  it.each<[unknown, string]>([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    [[], '—'],
    [true, 'Yes'],
    [false, 'No'],
    [1250.5, '1250.5'],
    ['Token', 'Token'],
    [['a', 'b'], 'a, b'],
    [
      [
        { id: 1, name: 'users.view' },
        { id: 2, name: 'roles.view' },
      ],
      'users.view, roles.view',
    ],
    [{ a: 1 }, '{"a":1}'],
    [{}, '—'],
    ['[{"id":6,"name":"Park","area":4500},{"id":7,"name":"Club","area":900}]', 'Park, Club'],
    ['[]', '—'],
    ['[not json', '[not json'],
    ['{ "a": 1 }', '{"a":1}'],
  ])('%j reads %s', (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });
});

describe('changedFields', () => {
  it('lists a status move in words, leaving out the bookkeeping', () => {
    const change = auditedChange(booking, { ...booking, bookingStatus: 'Booking', version: 2 });
    expect(changedFields(change)).toEqual([
      { field: 'bookingStatus', label: 'Booking status', before: 'Token', after: 'Booking' },
    ]);
  });

  it('lists every field a create set', () => {
    expect(changedFields({ before: null, after: booking })).toEqual([
      { field: 'bookingNumber', label: 'Booking number', before: '—', after: 'BK-0007' },
      { field: 'bookingStatus', label: 'Booking status', before: '—', after: 'Token' },
      { field: 'ownerName', label: 'Owner name', before: '—', after: 'Asha Rao' },
      { field: 'coOwners', label: 'Co owners', before: '—', after: 'Ravi' },
    ]);
  });

  it('lists what a delete took, a field at a time', () => {
    expect(changedFields({ before: { name: 'Club', isActive: true }, after: null })).toEqual([
      { field: 'name', label: 'Name', before: 'Club', after: '—' },
      { field: 'isActive', label: 'Is active', before: 'Yes', after: '—' },
    ]);
  });

  it('names a nested field by its path, list items by their place', () => {
    const before = { partnershipFirmDetails: { partners: [{ mobileNumber: '9812345670' }] } };
    const after = {
      partnershipFirmDetails: { partners: [{ mobileNumber: '9812345671' }, { mobileNumber: '9' }] },
    };
    expect(changedFields({ before, after })).toEqual([
      {
        field: 'partnershipFirmDetails.partners.1.mobileNumber',
        label: 'Partnership firm details › Partners › 1 › Mobile number',
        before: '9812345670',
        after: '9812345671',
      },
      {
        field: 'partnershipFirmDetails.partners.2.mobileNumber',
        label: 'Partnership firm details › Partners › 2 › Mobile number',
        before: '—',
        after: '9',
      },
    ]);
  });

  it('shows an emptied object or list as no value', () => {
    expect(changedFields({ before: { details: { a: 1 } }, after: { details: {} } })).toEqual([
      { field: 'details.a', label: 'Details › A', before: '1', after: '—' },
    ]);
    expect(changedFields({ before: { tags: ['a'] }, after: { tags: [] } })).toEqual([
      { field: 'tags', label: 'Tags', before: 'a', after: '—' },
    ]);
  });

  it('lists nothing for a change that altered no field people read', () => {
    expect(changedFields({ before: { updatedAt: 'a' }, after: { updatedAt: 'b' } })).toEqual([]);
  });
});
