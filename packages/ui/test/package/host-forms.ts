/**
 * What the screens hand a host on save, one of each: the consumer turns them into request bodies
 * with the published package, and the test checks those against the domain's own.
 */
import type * as screens from '@plotline/ui/screens';
import type {
  AmenityForm,
  BookingForm,
  FollowUpDraft,
  PlotDraft,
  ProjectForm,
  StatusChangeRequest,
} from '@plotline/ui/screens';

const booking: BookingForm = {
  projectId: '3',
  plotId: '12',
  salesRoute: 'direct_sale',
  channelPartnerId: '',
  salesPersonName: 'Meera Nair',
  salesPersonEmail: 'meera@example.in',
  salesPersonDesignation: 'Sales Manager',
  plotSaleRate: '2500',
  tokenAmount: '50000',
  tokenDate: '2026-03-02',
  bookingDate: '2026-03-02',
  bookingAmount: '300000',
  bookingStatus: 'Token',
  registryDuration: '30',
  registryDate: '2026-04-01',
  registrationNumber: '',
  plotOwnerName: 'Ravi Kumar',
  mobileNumberType: 'full',
  ownerMobileNumber: '9876543210',
  ownerMobileLastFiveDigits: '',
  emailId: 'ravi@example.in',
  gender: 'Male',
  profession: 'Engineer',
  guardianName: '',
  alternateNumber: '',
  addressOfPlotOwner: '12 MG Road, Pune',
  businessAddress: '',
  additionalRemarks: '',
  notes: '',
};

const statusChange: StatusChangeRequest = {
  newStatus: 'Cancelled',
  remark: ' Buyer withdrew ',
  cancellationReason: 'Loan refused',
  actualRegistryDate: '',
  registrationNumber: '',
};

const project: ProjectForm = {
  name: 'Green Valley',
  totalProjectArea: 120000,
  roadsArea: 20000,
  projectAmenities: [{ amenityId: 1, name: 'Central Park', area: 4500 }],
};

const amenity: AmenityForm = {
  name: 'Club House',
  description: '  ',
  isActive: true,
  metadata: 'Open 6 am to 9 pm',
};

const followUp: FollowUpDraft = {
  bookingId: 7,
  followUpDate: '2026-03-05',
  nextFollowUpDate: '',
  purpose: 'Payment reminder',
  followUpUpdate: 'Will pay next week',
  followUpTakenBy: 'Meera',
};

const plot: PlotDraft = {
  projectId: 3,
  plotNumber: 'A-12',
  plotSize: 1200,
  sizeUnit: 'sq ft',
  remark: '',
};

/** What turns each form into its body: the published package's, or the domain's. */
type PayloadBuilders = Pick<
  typeof screens,
  | 'bookingPayload'
  | 'statusChangePayload'
  | 'projectPayload'
  | 'amenityRequestOf'
  | 'followUpRequestOf'
  | 'plotRequestOf'
>;

export function requestBodies(builders: PayloadBuilders) {
  return {
    booking: builders.bookingPayload(booking),
    statusChange: builders.statusChangePayload(statusChange),
    project: builders.projectPayload(project),
    amenity: builders.amenityRequestOf(amenity),
    followUp: builders.followUpRequestOf(followUp),
    plot: builders.plotRequestOf(plot),
  };
}
