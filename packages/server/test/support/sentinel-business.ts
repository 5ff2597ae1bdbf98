/**
 * A small business written through the API as the admin, every group of fields of the access
 * policy holding a value found nowhere else (a sentinel), and the permissions that may read each:
 * the access matrix test looks for each sentinel in every answer to every caller.
 */
import { ACCESS_POLICY, type PolicySubject } from '@plotline/domain';
import { expect } from 'vitest';
import { insertBooking, RAVI_KUMAR } from '../../src/test-mode/sales-examples';
import { paymentCalls } from './payment-fixtures';
import { DIRECT_SALE, insertPlot, tokenBookingBody } from './sales-fixtures';
import type { TestServer } from './test-server';

/** A value, and the sets of permissions any one of which reads it. */
export type Sentinel = { value: string; subject: string; readers: string[][] };

const read = (subject: PolicySubject) => ACCESS_POLICY[subject].read;
/** A value of the group, read where the group is. */
const held = (value: string, subject: PolicySubject): Sentinel => ({
  value,
  subject,
  readers: [[read(subject)]],
});
/** A value the records hold no more, kept only in the audit trail's states of the record. */
const audited = (value: string, subject: PolicySubject): Sentinel => ({
  value,
  subject: `${subject} in the audit trail`,
  readers: [[read('auditEntry'), read(subject)]],
});

export const SENTINELS = {
  buyerName: held('Zebediah Quillfeather', 'booking.buyer'),
  buyerMobile: held('9111122222', 'booking.buyer'),
  buyerEmail: held('zebediah.quill@example.test', 'booking.buyer'),
  buyerAddress: held('7 Sentinel Lane', 'booking.buyer'),
  salesEmail: held('sentinel.sales@example.test', 'booking.salesPerson'),
  partnerMobile: held('9000011111', 'channelPartner'),
  partnerEmail: held('sentinel.partner@example.test', 'channelPartner'),
  plotRemark: held('Sentinel corner plot remark', 'plot'),
  projectMetadata: held('Sentinel project metadata', 'project'),
  amenityDescription: held('Sentinel amenity description', 'amenity'),
  followUpUpdate: held('Sentinel follow-up update', 'followUp'),
  receiptReference: held('SENTINELUTR7731', 'payment'),
  payoutReference: held('SENTINELPAYOUT8842', 'commission'),
  staffEmail: held('sentinel.staff@example.test', 'user'),
  staffPhone: held('9333344444', 'user'),
  roleDescription: held('Sentinel role description', 'role'),
  permissionDescription: held('Sentinel permission description', 'permission'),
  oldProjectMetadata: audited('Sentinel earlier project metadata', 'project'),
  oldBuyerName: audited('Ignatius Formerowner', 'booking.buyer'),
  enquirerName: held('Ottoline Sentinelle', 'enquiry.buyer'),
  enquirerMobile: held('9444455555', 'enquiry.buyer'),
  enquirerEmail: held('ottoline.sentinel@example.test', 'enquiry.buyer'),
  enquiryNotes: held('Sentinel enquiry notes', 'enquiry'),
  enquiryCall: held('Sentinel call about corner plots', 'enquiry'),
  siteVisitNotes: held('Sentinel site visit notes', 'siteVisit'),
} satisfies Record<string, Sentinel>;

export type SentinelBusiness = {
  projectId: number;
  plotId: number;
  partnerId: number;
  bookingId: number;
  followUpId: number;
  amenityId: number;
  receiptId: number;
  userId: number;
  enquiryId: number;
  siteVisitId: number;
  roleId: number;
  permissionId: number;
  /** A plot of the project for each caller's own overdue booking (ownBooking). */
  ownBooking(authorId: number): Promise<void>;
};

export async function sentinelBusiness(server: TestServer): Promise<SentinelBusiness> {
  const admin = await server.admin();
  const api = paymentCalls(server, () => admin);
  const made = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await api.call(method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const s = SENTINELS;

  const amenity = await made('POST', '/amenities', {
    name: 'Sentinel Clubhouse',
    description: s.amenityDescription.value,
  });
  const projectForm = {
    name: 'Matrix Meadows',
    totalProjectArea: 90000,
    roadsArea: 9000,
    totalSaleableArea: 9000,
    projectAmenities: [{ id: amenity.id, name: 'Sentinel Clubhouse', area: 500 }],
    metadata: s.oldProjectMetadata.value,
  };
  const project = await made('POST', '/projects', projectForm);
  await made('PUT', `/projects/${project.id}`, {
    ...projectForm,
    metadata: s.projectMetadata.value,
  });
  const plot = await made('POST', '/plots', {
    projectId: project.id,
    plotNumber: 'MX-1',
    plotSize: 1800,
    sizeUnit: 'sq ft',
    status: 'Available',
    remark: s.plotRemark.value,
  });
  const partner = await made('POST', '/channelpartners', {
    ...RAVI_KUMAR,
    name: 'Sentinel Realty',
    commissionRate: 2,
    individualPersonDetails: {
      ...RAVI_KUMAR.individualPersonDetails,
      mobileNumber: s.partnerMobile.value,
      emailId: s.partnerEmail.value,
    },
  });
  const bookingForm = tokenBookingBody(
    { projectId: project.id, plotId: plot.id, channelPartnerId: partner.id },
    {
      plotOwnerName: s.oldBuyerName.value,
      ownerMobileNumber: s.buyerMobile.value,
      ownerMobileLastFiveDigits: null,
      emailId: s.buyerEmail.value,
      addressOfPlotOwner: s.buyerAddress.value,
      bookingDate: '2026-08-01',
      registryDuration: 30,
      registryDate: '2026-08-31',
      tokenDate: '2026-08-01',
    },
  );
  const booking = await made('POST', '/bookings', bookingForm);
  const renamed = await made('PUT', `/bookings/${booking.id}`, {
    ...bookingForm,
    plotOwnerName: s.buyerName.value,
    version: booking.version,
  });
  const directPlot = await insertPlot(server.db, project.id, 'MX-2');
  await made(
    'POST',
    '/bookings',
    tokenBookingBody(
      { projectId: project.id, plotId: directPlot, channelPartnerId: 1 },
      { ...DIRECT_SALE, salesPersonEmail: s.salesEmail.value, plotOwnerName: 'Direct Buyer' },
    ),
  );
  const followUp = await made('POST', '/bookingfollowups', {
    bookingId: booking.id,
    followUpDate: '2026-11-10',
    nextFollowUpDate: '2026-11-17',
    purpose: 'Payment reminder',
    followUpUpdate: s.followUpUpdate.value,
    followUpTakenBy: 'Neha Verma',
  });
  await api.schedule(renamed.id, undefined, undefined);
  const paid = await api.pay(booking.id, 100000, {
    mode: 'UPI',
    reference: s.receiptReference.value,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  await api.changeStatus(booking.id, 'Booking', { remark: 'Confirmed' });
  await made('POST', `/channel-partners/${partner.id}/commission-payouts`, {
    paidOn: '2026-11-21',
    amount: 1000,
    mode: 'UPI',
    reference: s.payoutReference.value,
  });
  const user = await made('POST', '/users', {
    username: 'sentinel.staff',
    email: s.staffEmail.value,
    phoneNumber: s.staffPhone.value,
    password: 'secret123',
    isActive: true,
  });
  const role = await made('POST', '/roles', {
    name: 'Sentinel Role',
    description: s.roleDescription.value,
  });
  const permission = await made('POST', '/permissions', {
    name: 'reports.sentinel',
    module: 'reports',
    description: s.permissionDescription.value,
  });

  const enquiry = await made('POST', '/enquiries', {
    name: s.enquirerName.value,
    mobileNumber: s.enquirerMobile.value,
    email: s.enquirerEmail.value,
    source: 'WalkIn',
    projectIds: [project.id],
    notes: s.enquiryNotes.value,
  });
  await made('POST', `/enquiries/${enquiry.id}/activities`, {
    kind: 'Call',
    text: s.enquiryCall.value,
  });
  const visit = await made('POST', `/enquiries/${enquiry.id}/site-visits`, {
    projectId: project.id,
    // The business's today (NOW, 22 November), so today's visits list it.
    scheduledAt: '2026-11-22T16:00:00+05:30',
    notes: s.siteVisitNotes.value,
  });

  let ownPlots = 0;
  return {
    projectId: project.id,
    plotId: plot.id,
    partnerId: partner.id,
    bookingId: booking.id,
    followUpId: followUp.id,
    amenityId: amenity.id,
    receiptId: paid.body.id,
    userId: user.id,
    roleId: role.id,
    permissionId: permission.id,
    enquiryId: enquiry.id,
    siteVisitId: visit.id,
    async ownBooking(authorId) {
      const plotId = await insertPlot(server.db, project.id, `OWN-${++ownPlots}`);
      await insertBooking(server.db, {
        ...bookingForm,
        plotId,
        plotOwnerName: s.buyerName.value,
        createdBy: authorId,
      });
    },
  };
}
