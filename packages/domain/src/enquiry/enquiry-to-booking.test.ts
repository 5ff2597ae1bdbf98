import { describe, expect, it } from 'vitest';
import {
  bookEnquiryPath,
  bookingFormFromEnquiry,
  bookingFromEnquiryNotice,
  enquiryToBookIn,
} from './enquiry-to-booking';

const enquiry = {
  id: 12,
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: 'asha@example.in',
  channelPartner: { id: 4, name: 'Ravi Kumar' },
  project: { id: 3, name: 'Green Valley' },
};

describe('a booking from an enquiry', () => {
  it('is asked for at its own address', () => {
    expect(bookEnquiryPath(12)).toBe('/bookings?bookEnquiry=12');
    expect(enquiryToBookIn(new URLSearchParams('bookEnquiry=12'))).toBe(12);
    expect(enquiryToBookIn(new URLSearchParams('bookEnquiry=x'))).toBeNull();
    expect(enquiryToBookIn(new URLSearchParams(''))).toBeNull();
  });

  it('takes the owner, their contact, the partner and the first project', () => {
    expect(bookingFormFromEnquiry(enquiry)).toEqual({
      plotOwnerName: 'Asha Verma',
      mobileNumberType: 'full',
      ownerMobileNumber: '9876543210',
      emailId: 'asha@example.in',
      salesRoute: 'channel_partner',
      channelPartnerId: '4',
      projectId: '3',
    });
  });

  it('leaves the route and project to the form when the enquiry names none', () => {
    expect(
      bookingFormFromEnquiry({ ...enquiry, email: null, channelPartner: null, project: null }),
    ).toEqual({
      plotOwnerName: 'Asha Verma',
      mobileNumberType: 'full',
      ownerMobileNumber: '9876543210',
      emailId: '',
    });
    expect(bookingFromEnquiryNotice('Asha Verma')).toBe(
      'Booking from the enquiry of Asha Verma: saving it marks the enquiry Booked.',
    );
  });
});
