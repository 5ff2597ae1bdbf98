import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar-date';
import { MAX_AMOUNT_RUPEES, MAX_REGISTRY_DURATION_DAYS } from '../input/input-limits';
import { newBookingForm, type BookingForm } from './booking-form';
import { validateBooking } from './validate-booking';

const today = '2024-03-10';

/** A channel-partner booking that passes every rule; each case changes what it tests. */
function validForm(changes: Partial<BookingForm> = {}): BookingForm {
  return {
    ...newBookingForm(today),
    projectId: '3',
    plotId: '17',
    salesRoute: 'channel_partner',
    channelPartnerId: '5',
    plotSaleRate: '2500.50',
    tokenAmount: '50000',
    plotOwnerName: 'Asha Verma',
    ownerMobileNumber: '9876543210',
    gender: 'Female',
    profession: 'Teacher',
    ...changes,
  };
}

const directSale = {
  salesRoute: 'direct_sale',
  channelPartnerId: '',
  salesPersonName: 'Ravi Kumar',
  salesPersonEmail: 'ravi@plotline.example',
  salesPersonDesignation: 'Sales Executive',
} as const;

const registryDone = {
  bookingStatus: 'RegistryDone',
  registrationNumber: 'REG/2024/118',
} as const;

describe('validateBooking', () => {
  it('accepts a complete channel-partner booking', () => {
    expect(validateBooking(validForm())).toEqual({});
  });

  it('accepts a complete direct sale', () => {
    expect(validateBooking(validForm(directSale))).toEqual({});
  });

  it('accepts a complete RegistryDone booking', () => {
    expect(validateBooking(validForm(registryDone))).toEqual({});
  });

  it('lists every always-required field of an untouched form, in form order', () => {
    const errors = validateBooking(newBookingForm(today));
    expect(errors).toEqual({
      projectId: 'Project selection is required',
      plotId: 'Plot selection is required',
      salesRoute: 'Sales route selection is required',
      plotSaleRate: 'Plot sale rate must be greater than 0',
      tokenAmount: 'Token amount must be greater than 0',
      plotOwnerName: 'Plot owner name is required',
      ownerMobileNumber: 'Owner mobile number is required',
      gender: 'Gender selection is required',
      profession: 'Profession is required',
    });
    expect(Object.keys(errors)).toEqual([
      'projectId',
      'plotId',
      'salesRoute',
      'plotSaleRate',
      'tokenAmount',
      'plotOwnerName',
      'ownerMobileNumber',
      'gender',
      'profession',
    ]);
  });

  describe.each<[string, Partial<BookingForm>, keyof BookingForm, string]>([
    ['no project', { projectId: '' }, 'projectId', 'Project selection is required'],
    ['project id 0', { projectId: '0' }, 'projectId', 'Project selection is required'],
    ['project id not a number', { projectId: 'abc' }, 'projectId', 'Project selection is required'],
    ['no plot', { plotId: '' }, 'plotId', 'Plot selection is required'],
    ['plot id not whole', { plotId: '1.5' }, 'plotId', 'Plot selection is required'],
    ['no sales route', { salesRoute: '' }, 'salesRoute', 'Sales route selection is required'],
    [
      'an unknown sales route',
      { salesRoute: 'walk_in' as BookingForm['salesRoute'] },
      'salesRoute',
      'Sales route selection is required',
    ],
    [
      'no channel partner',
      { channelPartnerId: '' },
      'channelPartnerId',
      'Channel partner selection is required',
    ],
    [
      'no sales person name',
      { ...directSale, salesPersonName: ' ' },
      'salesPersonName',
      'Sales person name is required',
    ],
    [
      'no sales person email',
      { ...directSale, salesPersonEmail: '' },
      'salesPersonEmail',
      'Sales person email is required',
    ],
    [
      'a malformed sales person email',
      { ...directSale, salesPersonEmail: 'ravi@plotline' },
      'salesPersonEmail',
      'Please enter a valid email address',
    ],
    [
      'no sales person designation',
      { ...directSale, salesPersonDesignation: '' },
      'salesPersonDesignation',
      'Sales person designation is required',
    ],
    ['no sale rate', { plotSaleRate: '' }, 'plotSaleRate', 'Plot sale rate must be greater than 0'],
    [
      'a sale rate of 0',
      { plotSaleRate: '0' },
      'plotSaleRate',
      'Plot sale rate must be greater than 0',
    ],
    [
      'a negative sale rate',
      { plotSaleRate: '-10' },
      'plotSaleRate',
      'Plot sale rate must be greater than 0',
    ],
    [
      'a sale rate of text',
      { plotSaleRate: 'abc' },
      'plotSaleRate',
      'Plot sale rate must be greater than 0',
    ],
    ['no token amount', { tokenAmount: '' }, 'tokenAmount', 'Token amount must be greater than 0'],
    [
      'a token amount of 0',
      { tokenAmount: '0.00' },
      'tokenAmount',
      'Token amount must be greater than 0',
    ],
    ['no token date', { tokenDate: '' }, 'tokenDate', 'Token date is required'],
    [
      'a sale rate past ₹1,000 crore',
      { plotSaleRate: '10000000000.01' },
      'plotSaleRate',
      'Plot sale rate must be at most 10,00,00,00,000',
    ],
    [
      'a token amount past ₹1,000 crore',
      { tokenAmount: '10000000001' },
      'tokenAmount',
      'Token amount must be at most 10,00,00,00,000',
    ],
    [
      'a negative booking amount',
      { bookingAmount: '-1' },
      'bookingAmount',
      'Booking amount must be at least 0',
    ],
    [
      'a booking amount past ₹1,000 crore',
      { bookingAmount: '10000000001' },
      'bookingAmount',
      'Booking amount must be at most 10,00,00,00,000',
    ],
    [
      'an impossible token date',
      { tokenDate: '2024-02-30' },
      'tokenDate',
      'Token date is required',
    ],
    [
      'a token date after the booking date',
      { tokenDate: '2024-03-11' },
      'tokenDate',
      'Token date cannot be after booking date',
    ],
    ['no booking date', { bookingDate: '' }, 'bookingDate', 'Booking date is required'],
    [
      'no registry duration',
      { registryDuration: '' },
      'registryDuration',
      'Registry duration must be greater than 0',
    ],
    [
      'a registry duration of 0',
      { registryDuration: '0' },
      'registryDuration',
      'Registry duration must be greater than 0',
    ],
    [
      'a fractional registry duration',
      { registryDuration: '1.5' },
      'registryDuration',
      'Registry duration must be greater than 0',
    ],
    [
      'a registry duration past ten years',
      { registryDuration: '3651' },
      'registryDuration',
      'Registry duration must be at most 3,650',
    ],
    ['no registry date', { registryDate: '' }, 'registryDate', 'Registry date is required'],
    [
      'a registry date equal to the booking date',
      { registryDate: today },
      'registryDate',
      'Registry date must be after booking date',
    ],
    [
      'a registry date before the booking date',
      { registryDate: '2024-03-09' },
      'registryDate',
      'Registry date must be after booking date',
    ],
    [
      'RegistryDone without a registration number',
      { ...registryDone, registrationNumber: '  ' },
      'registrationNumber',
      'Registration number is required for Registry Done status',
    ],
    ['no owner name', { plotOwnerName: '' }, 'plotOwnerName', 'Plot owner name is required'],
    [
      'no owner mobile',
      { ownerMobileNumber: '' },
      'ownerMobileNumber',
      'Owner mobile number is required',
    ],
    [
      'a 9-digit owner mobile',
      { ownerMobileNumber: '987654321' },
      'ownerMobileNumber',
      'Please enter a valid 10-digit mobile number',
    ],
    [
      'an 11-digit owner mobile',
      { ownerMobileNumber: '98765432101' },
      'ownerMobileNumber',
      'Please enter a valid 10-digit mobile number',
    ],
    [
      'an owner mobile with letters',
      { ownerMobileNumber: '98765abcde' },
      'ownerMobileNumber',
      'Please enter a valid 10-digit mobile number',
    ],
    [
      'no last five digits',
      { mobileNumberType: 'lastFive', ownerMobileNumber: '' },
      'ownerMobileLastFiveDigits',
      'Last 5 digits are required',
    ],
    [
      '4 last digits',
      { mobileNumberType: 'lastFive', ownerMobileLastFiveDigits: '3210' },
      'ownerMobileLastFiveDigits',
      'Please enter exactly 5 digits',
    ],
    [
      '6 last digits',
      { mobileNumberType: 'lastFive', ownerMobileLastFiveDigits: '543210' },
      'ownerMobileLastFiveDigits',
      'Please enter exactly 5 digits',
    ],
    [
      'a malformed owner email',
      { emailId: 'asha@' },
      'emailId',
      'Please enter a valid email address',
    ],
    ['no gender', { gender: '' }, 'gender', 'Gender selection is required'],
    [
      'an unknown gender',
      { gender: 'female' as BookingForm['gender'] },
      'gender',
      'Gender selection is required',
    ],
    ['no profession', { profession: '   ' }, 'profession', 'Profession is required'],
  ])('with %s', (_, changes, field, message) => {
    it(`says '${message}' on ${field} and nothing else`, () => {
      expect(validateBooking(validForm(changes))).toEqual({ [field]: message });
    });
  });

  describe.each<[string, Partial<BookingForm>]>([
    ['a sale rate of 0.01', { plotSaleRate: '0.01' }],
    ['a token amount of 0.01', { tokenAmount: '0.01' }],
    ['a token date equal to the booking date', { tokenDate: today }],
    ['a token date before the booking date', { tokenDate: '2024-03-01' }],
    ['a one-day registry duration', { registryDuration: '1' }],
    ['a registry duration of ten years', { registryDuration: String(MAX_REGISTRY_DURATION_DAYS) }],
    [
      'every amount at the largest the product takes',
      {
        plotSaleRate: String(MAX_AMOUNT_RUPEES),
        tokenAmount: String(MAX_AMOUNT_RUPEES),
        bookingAmount: String(MAX_AMOUNT_RUPEES),
      },
    ],
    ['a booking amount of 0', { bookingAmount: '0' }],
    ['a registry date one day after the booking date', { registryDate: '2024-03-11' }],
    ['an owner mobile of exactly 10 digits', { ownerMobileNumber: '0000000000' }],
    ['an owner mobile with surrounding spaces', { ownerMobileNumber: ' 9876543210 ' }],
    [
      'exactly 5 last digits and no full number',
      { mobileNumberType: 'lastFive', ownerMobileNumber: '', ownerMobileLastFiveDigits: '43210' },
    ],
    ['no owner email', { emailId: '' }],
    ['an owner email', { emailId: 'asha.verma@mail.example.in' }],
    ['every optional detail left empty', { bookingAmount: '', guardianName: '', notes: '' }],
    ['a channel partner route with a stale sales person', { salesPersonEmail: 'not an email' }],
    ['a direct sale with a stale channel partner', { ...directSale, channelPartnerId: 'x' }],
    ['no registration number while not RegistryDone', { registrationNumber: '' }],
  ])('with %s', (_, changes) => {
    it('is valid', () => {
      expect(validateBooking(validForm(changes))).toEqual({});
    });
  });

  it('asks for all three sales person details of a direct sale', () => {
    const errors = validateBooking(validForm({ salesRoute: 'direct_sale', channelPartnerId: '' }));
    expect(errors).toEqual({
      salesPersonName: 'Sales person name is required',
      salesPersonEmail: 'Sales person email is required',
      salesPersonDesignation: 'Sales person designation is required',
    });
  });

  it('asks only for the booking date when it is missing, not how other dates relate to it', () => {
    const errors = validateBooking(validForm({ bookingDate: '', tokenDate: '2099-01-01' }));
    expect(errors).toEqual({ bookingDate: 'Booking date is required' });
  });

  it('skips the Not Applicable rules when RegistryDone', () => {
    const form = validForm({
      ...registryDone,
      plotSaleRate: '',
      tokenAmount: '99999999999',
      tokenDate: '',
      registryDuration: '99999',
      registryDate: '2024-03-01',
    });
    expect(validateBooking(form)).toEqual({});
  });

  it('does not compare the token date with the booking date when RegistryDone', () => {
    expect(validateBooking(validForm({ ...registryDone, tokenDate: '2024-12-31' }))).toEqual({});
  });

  it('still requires a registry date when RegistryDone', () => {
    expect(validateBooking(validForm({ ...registryDone, registryDate: '' }))).toEqual({
      registryDate: 'Registry date is required',
    });
  });

  it('shows the first broken rule of a field only', () => {
    const errors = validateBooking(validForm({ ...directSale, salesPersonEmail: '' }));
    expect(errors.salesPersonEmail).toBe('Sales person email is required');
  });

  it('rejects a registry date on or before the booking date, whatever the dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const registryDate = addDays(today, offset);
        const errors = validateBooking(validForm({ registryDate }));
        expect(errors.registryDate === undefined).toBe(offset > 0);
      }),
    );
  });
});
