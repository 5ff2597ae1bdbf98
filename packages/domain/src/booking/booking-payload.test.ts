import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar-date';
import { GENDERS } from '../constants';
import {
  NOT_APPLICABLE_WHEN_REGISTRY_DONE,
  newBookingForm,
  type BookingForm,
} from './booking-form';
import { bookingFormFromPayload, bookingPayload, type BookingPayload } from './booking-payload';
import { validateBooking } from './validate-booking';

const today = '2024-03-10';

function validForm(changes: Partial<BookingForm> = {}): BookingForm {
  return {
    ...newBookingForm(today),
    projectId: '3',
    plotId: '17',
    salesRoute: 'channel_partner',
    channelPartnerId: '5',
    plotSaleRate: '2500.50',
    tokenAmount: '50000',
    bookingAmount: '200000',
    plotOwnerName: '  Asha Verma ',
    ownerMobileNumber: '9876543210',
    gender: 'Female',
    profession: 'Teacher',
    ...changes,
  };
}

const directSale = {
  salesRoute: 'direct_sale',
  channelPartnerId: '',
  salesPersonName: ' Ravi Kumar ',
  salesPersonEmail: 'ravi@plotline.example',
  salesPersonDesignation: 'Sales Executive',
} as const;

const expected: BookingPayload = {
  projectId: 3,
  plotId: 17,
  salesRoute: 'channel_partner',
  channelPartnerId: 5,
  salesPersonName: null,
  salesPersonEmail: null,
  salesPersonDesignation: null,
  plotSaleRate: 2500.5,
  tokenAmount: 50000,
  tokenDate: today,
  bookingDate: today,
  bookingAmount: 200000,
  bookingStatus: 'Token',
  registryDuration: 30,
  registryDate: '2024-04-09',
  registrationNumber: null,
  plotOwnerName: 'Asha Verma',
  plotOwnerPhone: null,
  plotOwnerEmail: null,
  ownerMobileNumber: '9876543210',
  ownerMobileLastFiveDigits: null,
  emailId: null,
  gender: 'Female',
  profession: 'Teacher',
  guardianName: null,
  alternateNumber: null,
  addressOfPlotOwner: null,
  businessAddress: null,
  additionalRemarks: null,
  notes: null,
  createdBy: 1,
};

describe('bookingPayload', () => {
  it('sends ids as integers, amounts as numbers, dates as days and createdBy 1', () => {
    expect(bookingPayload(validForm())).toEqual(expected);
  });

  it('sends a direct sale with no channel partner and the trimmed sales person', () => {
    expect(bookingPayload(validForm(directSale))).toEqual({
      ...expected,
      salesRoute: 'direct_sale',
      channelPartnerId: null,
      salesPersonName: 'Ravi Kumar',
      salesPersonEmail: 'ravi@plotline.example',
      salesPersonDesignation: 'Sales Executive',
    });
  });

  it('drops a channel partner left over from before switching to direct sale', () => {
    const payload = bookingPayload(validForm({ ...directSale, channelPartnerId: '5' }));
    expect(payload.channelPartnerId).toBeNull();
    expect(payload.salesRoute).toBe('direct_sale');
  });

  it('drops a sales person left over from before switching to a channel partner', () => {
    const payload = bookingPayload(
      validForm({ ...directSale, salesRoute: 'channel_partner', channelPartnerId: '5' }),
    );
    expect(payload.salesPersonName).toBeNull();
    expect(payload.salesPersonEmail).toBeNull();
    expect(payload.salesPersonDesignation).toBeNull();
  });

  it.each<BookingForm['salesRoute']>(['', 'channel_partner'])(
    'treats an empty channel partner as a direct sale (route %j)',
    (salesRoute) => {
      const payload = bookingPayload(validForm({ salesRoute, channelPartnerId: '' }));
      expect(payload.salesRoute).toBe('direct_sale');
      expect(payload.channelPartnerId).toBeNull();
    },
  );

  it('sends the Not Applicable fields as null when RegistryDone, with the registration number', () => {
    const payload = bookingPayload(
      validForm({ bookingStatus: 'RegistryDone', registrationNumber: ' REG/118 ' }),
    );
    for (const field of NOT_APPLICABLE_WHEN_REGISTRY_DONE) expect(payload[field]).toBeNull();
    expect(payload).toEqual({
      ...expected,
      bookingStatus: 'RegistryDone',
      plotSaleRate: null,
      tokenAmount: null,
      tokenDate: null,
      registryDuration: null,
      registrationNumber: 'REG/118',
    });
  });

  it('drops exactly the fields the form shows as Not Applicable when RegistryDone', () => {
    const token = bookingPayload(validForm());
    const registryDone = bookingPayload(validForm({ bookingStatus: 'RegistryDone' }));
    const fields = Object.keys(token) as (keyof BookingPayload)[];
    const dropped = fields.filter((field) => token[field] !== null && registryDone[field] === null);
    expect(dropped.sort()).toEqual([...NOT_APPLICABLE_WHEN_REGISTRY_DONE].sort());
  });

  it('does not send a registration number before the registry is done', () => {
    expect(
      bookingPayload(validForm({ registrationNumber: 'REG/118' })).registrationNumber,
    ).toBeNull();
  });

  it('sends the last five digits and a null full number for the lastFive type', () => {
    const payload = bookingPayload(
      validForm({ mobileNumberType: 'lastFive', ownerMobileLastFiveDigits: '43210' }),
    );
    expect(payload.ownerMobileNumber).toBeNull();
    expect(payload.ownerMobileLastFiveDigits).toBe('43210');
  });

  it('sends a null last-five field for the full type even if digits were typed', () => {
    expect(
      bookingPayload(validForm({ ownerMobileLastFiveDigits: '43210' })).ownerMobileLastFiveDigits,
    ).toBeNull();
  });

  it('sends empty and blank optional text as null, filled text trimmed', () => {
    const payload = bookingPayload(
      validForm({
        bookingAmount: '',
        emailId: ' asha@mail.example ',
        guardianName: '   ',
        alternateNumber: '9123456780',
        addressOfPlotOwner: '12 MG Road',
        businessAddress: '',
        additionalRemarks: 'Corner plot',
        notes: ' ',
        plotOwnerPhone: ' 9876543210 ',
        plotOwnerEmail: '',
      }),
    );
    expect(payload).toMatchObject({
      bookingAmount: null,
      emailId: 'asha@mail.example',
      guardianName: null,
      alternateNumber: '9123456780',
      addressOfPlotOwner: '12 MG Road',
      businessAddress: null,
      additionalRemarks: 'Corner plot',
      notes: null,
      plotOwnerPhone: '9876543210',
      plotOwnerEmail: null,
    });
  });

  it.each<[keyof BookingForm, Partial<BookingForm>]>([
    ['projectId', { projectId: '' }],
    ['plotId', { plotId: 'x' }],
    ['bookingDate', { bookingDate: '' }],
    ['registryDate', { registryDate: '2024-02-30' }],
    ['plotOwnerName', { plotOwnerName: ' ' }],
    ['gender', { gender: '' }],
    ['profession', { profession: '' }],
  ])('refuses a form that was not validated (%s)', (field, changes) => {
    expect(() => bookingPayload(validForm(changes))).toThrow(
      new RangeError(`bookingPayload needs a validated form: ${field} is missing`),
    );
  });
});

describe('bookingFormFromPayload', () => {
  it('fills the form with text, and empty boxes for nulls', () => {
    expect(bookingFormFromPayload({ ...expected, bookingAmount: null })).toEqual({
      ...validForm({ plotOwnerName: 'Asha Verma', bookingAmount: '' }),
      plotSaleRate: '2500.5',
      plotOwnerPhone: '',
      plotOwnerEmail: '',
    });
  });

  it('takes the day of stored timestamps', () => {
    const form = bookingFormFromPayload({
      ...expected,
      tokenDate: '2024-03-09T00:00:00',
      bookingDate: '2024-03-10T00:00:00.000Z',
      registryDate: '2024-04-09',
    });
    expect([form.tokenDate, form.bookingDate, form.registryDate]).toEqual([
      '2024-03-09',
      today,
      '2024-04-09',
    ]);
  });

  it('keeps a date it cannot read as it is, for validateBooking to reject', () => {
    const form = bookingFormFromPayload({ ...expected, registryDate: 'soon' });
    expect(form.registryDate).toBe('soon');
    expect(validateBooking(form)).toEqual({ registryDate: 'Registry date is required' });
  });

  it('leaves the token date and duration empty for a RegistryDone booking', () => {
    const form = bookingFormFromPayload({
      ...expected,
      bookingStatus: 'RegistryDone',
      tokenDate: null,
      registryDuration: null,
    });
    expect([form.tokenDate, form.registryDuration]).toEqual(['', '']);
  });

  it.each<[string | null, string | null, BookingForm['mobileNumberType']]>([
    ['9876543210', null, 'full'],
    [null, '43210', 'lastFive'],
    [null, null, 'full'],
    ['9876543210', '43210', 'full'],
  ])('infers the mobile type from %j and %j: %s', (full, lastFive, type) => {
    const form = bookingFormFromPayload({
      ...expected,
      ownerMobileNumber: full,
      ownerMobileLastFiveDigits: lastFive,
    });
    expect(form.mobileNumberType).toBe(type);
  });
});

describe('payload and form round trip', () => {
  const word = fc.stringMatching(/^[a-z]{1,12}$/);
  const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '');
  const optionalText = fc.oneof(fc.constant(''), text);
  const id = fc.integer({ min: 1, max: 1_000_000 }).map(String);
  const amount = fc.integer({ min: 1, max: 1_000_000_000 }).map((paise) => String(paise / 100));
  const day = fc.integer({ min: 0, max: 20_000 }).map((offset) => addDays('2000-01-01', offset));
  const email = fc.tuple(word, word).map(([name, host]) => `${name}@${host}.in`);

  const validForms: fc.Arbitrary<BookingForm> = fc
    .record({
      projectId: id,
      plotId: id,
      route: fc.oneof(
        id.map((channelPartnerId) => ({
          salesRoute: 'channel_partner' as const,
          channelPartnerId,
        })),
        fc.record({
          salesRoute: fc.constant('direct_sale' as const),
          salesPersonName: text,
          salesPersonEmail: email,
          salesPersonDesignation: text,
        }),
      ),
      plotSaleRate: amount,
      tokenAmount: amount,
      bookingAmount: fc.oneof(fc.constant(''), amount),
      bookingDate: day,
      tokenDaysBefore: fc.integer({ min: 0, max: 60 }),
      duration: fc.integer({ min: 1, max: 365 }),
      registryDone: fc.oneof(fc.constant(null), text),
      bookingStatus: fc.constantFrom('Token' as const, 'Booking' as const, 'Cancelled' as const),
      plotOwnerName: text,
      mobile: fc.oneof(
        fc.stringMatching(/^\d{10}$/).map((ownerMobileNumber) => ({
          mobileNumberType: 'full' as const,
          ownerMobileNumber,
        })),
        fc.stringMatching(/^\d{5}$/).map((ownerMobileLastFiveDigits) => ({
          mobileNumberType: 'lastFive' as const,
          ownerMobileLastFiveDigits,
        })),
      ),
      emailId: fc.oneof(fc.constant(''), email),
      gender: fc.constantFrom(...GENDERS),
      profession: text,
      guardianName: optionalText,
      notes: optionalText,
    })
    .map(({ route, mobile, tokenDaysBefore, duration, registryDone, bookingStatus, ...rest }) => ({
      ...newBookingForm(today),
      ...rest,
      ...route,
      ...mobile,
      tokenDate: addDays(rest.bookingDate, -tokenDaysBefore),
      registryDuration: String(duration),
      registryDate: addDays(rest.bookingDate, duration),
      ...(registryDone === null
        ? { bookingStatus }
        : { bookingStatus: 'RegistryDone' as const, registrationNumber: registryDone }),
    }));

  it('a validated form survives the trip to the API and back', () => {
    fc.assert(
      fc.property(validForms, (form) => {
        expect(validateBooking(form)).toEqual({});
        const payload = bookingPayload(form);
        const reloaded = bookingFormFromPayload(payload);
        expect(validateBooking(reloaded)).toEqual({});
        expect(bookingPayload(reloaded)).toEqual(payload);
      }),
    );
  });
});
