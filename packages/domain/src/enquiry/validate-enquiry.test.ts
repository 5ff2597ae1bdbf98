import { describe, expect, it } from 'vitest';
import { newEnquiryForm, type EnquiryForm } from './enquiry-form';
import { enquiryFormFrom, enquiryPayload } from './enquiry-payload';
import { enquiryMobileError, validateEnquiry } from './validate-enquiry';

const valid: EnquiryForm = {
  ...newEnquiryForm(),
  name: 'Asha Verma',
  mobileNumber: '9876543210',
};

describe('validateEnquiry', () => {
  it('accepts a walk-in with a name and a mobile number', () => {
    expect(newEnquiryForm().source).toBe('WalkIn');
    expect(validateEnquiry(valid)).toEqual({});
  });

  it.each([
    [{ name: '  ' }, { name: 'Name is required' }],
    [{ mobileNumber: '' }, { mobileNumber: 'Mobile number is required' }],
    [{ mobileNumber: '98765abcde' }, { mobileNumber: 'Mobile number must contain only digits' }],
    [{ mobileNumber: '98765' }, { mobileNumber: 'Mobile number must be exactly 10 digits' }],
    [{ email: 'asha@' }, { email: 'Please enter a valid email address' }],
    [{ source: '' }, { source: 'Source is required' }],
    [{ source: 'ChannelPartner' }, { channelPartnerId: 'Channel partner selection is required' }],
    [
      { source: 'Phone', channelPartnerId: '4' },
      { channelPartnerId: 'Only an enquiry from a channel partner names one' },
    ],
    [{ plotSizeMin: 'big' }, { plotSizeMin: 'Plot size min must be a number' }],
    [{ plotSizeMin: '-1' }, { plotSizeMin: 'Plot size min must be at least 0' }],
    [{ plotSizeMax: '20000000' }, { plotSizeMax: 'Plot size max must be at most 1,00,00,000' }],
    [
      { plotSizeMin: '2000', plotSizeMax: '1200' },
      { plotSizeMax: 'Maximum plot size cannot be below the minimum' },
    ],
    [
      { budgetMin: '5000000', budgetMax: '4000000' },
      { budgetMax: 'Maximum budget cannot be below the minimum' },
    ],
    [{ nextActionDate: '2026-13-01' }, { nextActionDate: 'Next action date must be a valid date' }],
    [
      { nextActionDate: '2026-12-05' },
      { nextAction: 'Next action is required when it has a date' },
    ],
  ] as const)('%j gives %j', (change, errors) => {
    expect(validateEnquiry({ ...valid, ...change } as EnquiryForm)).toEqual(errors);
  });

  it('takes a partner from a channel partner, ranges in order and a dated next action', () => {
    expect(
      validateEnquiry({
        ...valid,
        source: 'ChannelPartner',
        channelPartnerId: '4',
        email: 'asha@example.in',
        plotSizeMin: '1200',
        plotSizeMax: '1200',
        budgetMin: '',
        budgetMax: '4500000',
        nextAction: 'Call back',
        nextActionDate: '2026-12-05',
      }),
    ).toEqual({});
  });

  it('judges a mobile number alone, as the duplicate check does before asking', () => {
    expect(enquiryMobileError(' 9876543210 ')).toBeNull();
    expect(enquiryMobileError('12')).toBe('Mobile number must be exactly 10 digits');
  });
});

describe('enquiryPayload', () => {
  it('sends numbers as numbers and empty fields as null, and reads them back', () => {
    const form: EnquiryForm = {
      ...valid,
      name: ' Asha Verma ',
      source: 'ChannelPartner',
      channelPartnerId: '4',
      projectIds: [3, 5, 3],
      plotSizeMin: '1200',
      budgetMax: '4500000.50',
      nextAction: 'Call back',
      nextActionDate: '2026-12-05',
    };
    const payload = enquiryPayload(form);
    expect(payload).toEqual({
      name: 'Asha Verma',
      mobileNumber: '9876543210',
      email: null,
      source: 'ChannelPartner',
      channelPartnerId: 4,
      sourceDetail: null,
      projectIds: [3, 5],
      plotSizeMin: 1200,
      plotSizeMax: null,
      budgetMin: null,
      budgetMax: 4500000.5,
      nextAction: 'Call back',
      nextActionDate: '2026-12-05',
      notes: null,
    });
    expect(enquiryFormFrom(payload)).toEqual({
      ...form,
      name: 'Asha Verma',
      projectIds: [3, 5],
      budgetMax: '4500000.5',
    });
  });

  it('needs a validated form', () => {
    expect(() => enquiryPayload({ ...valid, source: '' })).toThrow(RangeError);
  });
});
