/** Collections for the stories and tests: instalments outstanding across projects and partners. */
import {
  addDays,
  DEFAULT_PAGE_SIZE,
  instalmentDaysOverdue,
  type CalendarDate,
} from '@plotline/domain';
import { CHANNEL_PARTNERS, PROJECTS } from '../BookingsScreen/bookings.fixtures';
import {
  NO_COLLECTION_FILTERS,
  type CollectionItem,
  type CollectionListQuery,
} from './collections-screen-types';

/** The day the collections are read on. */
export const COLLECTIONS_TODAY: CalendarDate = '2026-03-24';

/** The plain list: its first page, no filter, the default page size. */
export const PLAIN_QUERY: CollectionListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_COLLECTION_FILTERS,
  sort: null,
};

const OWNERS = ['Anil Sharma', 'Priya Nair', 'Suresh Patel', 'Kavita Rao', 'Rahul Mehta'];
const LABELS = ['30% at booking', '40% in 60 days', '30% at registry', 'Booking amount'];

/** 24 instalments, soonest due first: the first nine overdue, some of them part paid. */
export const COLLECTIONS: readonly CollectionItem[] = Array.from({ length: 24 }, (_, index) => {
  const project = PROJECTS[index % PROJECTS.length]!;
  const partner = index % 3 === 2 ? null : CHANNEL_PARTNERS[index % CHANNEL_PARTNERS.length]!;
  const dueDate = addDays(COLLECTIONS_TODAY, -45 + 5 * index);
  const amount = 150000 + 25000 * (index % 5);
  const paidAmount = index % 4 === 1 ? 50000 : 0;
  return {
    instalmentId: 301 + index,
    bookingId: 1 + index,
    bookingNumber: `BK-${String(40 + index).padStart(4, '0')}`,
    projectId: project.id,
    projectName: project.name,
    plotNumber: `${project.name[0]}-${10 + index}`,
    plotOwnerName: OWNERS[index % OWNERS.length]!,
    channelPartnerId: partner?.id ?? null,
    channelPartnerName: partner?.name ?? null,
    label: LABELS[index % LABELS.length]!,
    dueDate,
    amount,
    paidAmount,
    outstanding: amount - paidAmount,
    daysOverdue: instalmentDaysOverdue(dueDate, COLLECTIONS_TODAY),
  };
});

/** The same instalments as a viewer without bookings.view gets them: no owner named. */
export const COLLECTIONS_WITHOUT_BUYERS: readonly CollectionItem[] = COLLECTIONS.map((item) => ({
  ...item,
  plotOwnerName: null,
}));
