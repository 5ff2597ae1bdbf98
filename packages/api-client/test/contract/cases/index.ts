/** Every contract case, by openapi.yaml tag. */
import type { ContractCase } from '../contract-case';
import { adminExtensionsCases } from './admin-extensions';
import { amenitiesCases } from './amenities';
import { auditCases } from './audit';
import { authCases } from './auth';
import { bookingsCases } from './bookings';
import { channelPartnersCases } from './channel-partners';
import { dashboardCases } from './dashboard';
import { enquiriesCases } from './enquiries';
import { extensionsCases } from './extensions';
import { followUpsCases } from './follow-ups';
import { notificationsCases } from './notifications';
import { paymentsCases } from './payments';
import { permissionsCases } from './permissions';
import { plotsCases } from './plots';
import { projectsCases } from './projects';
import { rolesCases } from './roles';
import { salesExtensionsCases } from './sales-extensions';
import { searchCases } from './search';
import { usersCases } from './users';

export const ALL_CASES: ContractCase[] = [
  ...authCases,
  ...usersCases,
  ...rolesCases,
  ...permissionsCases,
  ...projectsCases,
  ...plotsCases,
  ...amenitiesCases,
  ...bookingsCases,
  ...followUpsCases,
  ...channelPartnersCases,
  ...extensionsCases,
  ...dashboardCases,
  ...salesExtensionsCases,
  ...adminExtensionsCases,
  ...auditCases,
  ...notificationsCases,
  ...searchCases,
  ...paymentsCases,
  ...enquiriesCases,
];
