/** Every operation's handler, by feature. */
import type { Handlers } from '../http/handler';
import { amenitiesHandlers } from './amenities';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { bookingsHandlers } from './bookings';
import { changesHandlers } from './changes';
import { channelPartnersHandlers } from './channel-partners';
import { collectionsHandlers } from './collections';
import { commissionsHandlers } from './commissions';
import { dashboardHandlers } from './dashboard';
import { dashboardDrillDownHandlers } from './dashboard-drill-downs';
import { enquiriesHandlers } from './enquiries';
import { enquiryFilesHandlers } from './enquiry-files';
import { followUpsHandlers } from './follow-ups';
import { notificationsHandlers } from './notifications';
import { paymentsHandlers } from './payments';
import { permissionsHandlers } from './permissions';
import { plotsHandlers } from './plots';
import { projectsHandlers } from './projects';
import { rolesHandlers } from './roles';
import { searchHandlers } from './search';
import { siteVisitsHandlers } from './site-visits';
import { usersHandlers } from './users';

export const HANDLERS: Handlers = {
  ...authHandlers,
  ...usersHandlers,
  ...rolesHandlers,
  ...permissionsHandlers,
  ...projectsHandlers,
  ...plotsHandlers,
  ...amenitiesHandlers,
  ...bookingsHandlers,
  ...followUpsHandlers,
  ...channelPartnersHandlers,
  ...dashboardHandlers,
  ...dashboardDrillDownHandlers,
  ...auditHandlers,
  ...notificationsHandlers,
  ...changesHandlers,
  ...searchHandlers,
  ...paymentsHandlers,
  ...collectionsHandlers,
  ...commissionsHandlers,
  ...enquiriesHandlers,
  ...enquiryFilesHandlers,
  ...siteVisitsHandlers,
};
