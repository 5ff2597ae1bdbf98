/**
 * The Bookings screen over an in-memory list, as a host would drive it, searching its projects as
 * they are typed: for the Catalog story; and a host that only opens what is asked, for the others.
 */
import {
  bookingPayload,
  canChangeBookingStatus,
  type BookingForm,
  type StatusChangeRequest,
} from '@plotline/domain';
import { useState } from 'react';
import { BookingsScreen, type BookingsScreenProps } from './BookingsScreen';
import { ALL_PLOTS, PROJECTS, projectsNamed } from '../PlotsScreen/plots.fixtures';
import { BOOKINGS, CHANNEL_PARTNERS, REGISTERED_HISTORY } from './bookings.fixtures';
import { SALES_PEOPLE } from './BookingForm/booking-form.fixtures';
import type {
  BookingFilters,
  BookingHistoryEntry,
  BookingListRow,
  BookingRecord,
  BookingSort,
} from './bookings-screen-types';
import { choicesOf, listOf, loaded, NOT_LOADED, useInMemoryRecord } from '../../patterns';
import { openedThrough } from '../../patterns/host-data/in-memory-record';

function matches(booking: BookingRecord, filters: BookingFilters): boolean {
  const term = filters.searchTerm.trim().toLowerCase();
  const searched = [
    booking.bookingNumber,
    booking.projectName,
    booking.plotNumber,
    booking.plotOwnerName,
    booking.ownerMobileNumber,
  ].some((text) => (text ?? '').toLowerCase().includes(term));
  return (
    searched &&
    (filters.bookingStatus === null || booking.bookingStatus === filters.bookingStatus) &&
    (filters.projectId === null || booking.projectId === filters.projectId) &&
    (filters.plotId === null || booking.plotId === filters.plotId) &&
    (filters.channelPartnerId === null || booking.channelPartnerId === filters.channelPartnerId) &&
    (filters.startDate === null || booking.bookingDate >= filters.startDate) &&
    (filters.endDate === null || booking.bookingDate <= filters.endDate)
  );
}

const SORT_KEYS: Record<BookingSort['sortBy'], (booking: BookingRecord) => string> = {
  BookingDate: (booking) => booking.bookingDate,
  BookingNumber: (booking) => booking.bookingNumber ?? '',
  RegistryDate: (booking) => booking.registryDate,
  ProjectName: (booking) => booking.projectName,
  PlotOwnerName: (booking) => booking.plotOwnerName,
  BookingStatus: (booking) => booking.bookingStatus,
};

function sorted(bookings: BookingRecord[], { sortBy, sortOrder }: BookingSort) {
  const key = SORT_KEYS[sortBy];
  const sign = sortOrder === 'asc' ? 1 : -1;
  return [...bookings].sort((a, b) => sign * key(a).localeCompare(key(b)) || a.id - b.id);
}

/** The history a sample booking came with: created as Token, then moved to where it stood. */
function historyOf(bookingId: number): BookingHistoryEntry[] {
  const status = BOOKINGS.find(({ id }) => id === bookingId)?.bookingStatus;
  if (status === 'RegistryDone') return REGISTERED_HISTORY;
  const created = REGISTERED_HISTORY[0]!;
  if (status === 'Token') return [created];
  return [created, { ...REGISTERED_HISTORY[1]!, toStatus: status ?? 'Booking' }];
}

/** A booking as the server would store the form: numbered, named, and one version on. */
function saved(form: BookingForm, booking: BookingRecord | null, id: number): BookingRecord {
  const payload = bookingPayload(form);
  const plot = ALL_PLOTS.find((candidate) => candidate.id === payload.plotId)!;
  return {
    ...payload,
    id,
    version: (booking?.version ?? 0) + 1,
    bookingNumber: booking?.bookingNumber ?? `BK-${String(id).padStart(4, '0')}`,
    projectName: plot.projectName,
    plotNumber: plot.plotNumber,
    channelPartnerName:
      CHANNEL_PARTNERS.find((partner) => partner.id === payload.channelPartnerId)?.name ?? null,
  };
}

export function InMemoryBookingsScreen(args: BookingsScreenProps) {
  const [bookings, setBookings] = useState(BOOKINGS);
  const [changes, setChanges] = useState<Record<number, BookingHistoryEntry[]>>({});
  const [query, setQuery] = useState(args.query);
  const opening = useInMemoryRecord(bookings);
  const [formProjectId, setFormProjectId] = useState<number | null>(null);
  const [filterSearch, setFilterSearch] = useState('');
  const [formSearch, setFormSearch] = useState('');

  const { page, pageSize, filters, sort } = query;
  const listed = sorted(
    bookings.filter((booking) => matches(booking, filters)),
    sort,
  );
  const opened = opening.details.data;

  const changeStatus = async (booking: BookingListRow, request: StatusChangeRequest) => {
    if (!canChangeBookingStatus(booking.bookingStatus, request.newStatus)) return { ok: false };
    const registered = request.newStatus === 'RegistryDone';
    setBookings((current) =>
      current.map((row) =>
        row.id === booking.id
          ? {
              ...row,
              bookingStatus: request.newStatus,
              registrationNumber: registered ? request.registrationNumber : row.registrationNumber,
            }
          : row,
      ),
    );
    const entry: BookingHistoryEntry = {
      id: Date.now(),
      fromStatus: booking.bookingStatus,
      toStatus: request.newStatus,
      remark: request.remark,
      cancellationReason: request.newStatus === 'Cancelled' ? request.cancellationReason : null,
      actualRegistryDate: registered ? request.actualRegistryDate : null,
      registrationNumber: registered ? request.registrationNumber : null,
      changedBy: { displayName: 'Asha Rao' },
      changedAt: new Date().toISOString(),
    };
    setChanges((current) => ({
      ...current,
      [booking.id]: [...(current[booking.id] ?? []), entry],
    }));
    return { ok: true } as const;
  };

  const saveBooking = async (form: BookingForm, booking: BookingRecord | null) => {
    const id = booking?.id ?? Math.max(...bookings.map((row) => row.id)) + 1;
    const stored = saved(form, booking, id);
    setBookings((current) => [...current.filter((row) => row.id !== id), stored]);
    // A new booking's details open, as the app's do.
    return { ok: true, createdId: booking ? undefined : id } as const;
  };

  return (
    <BookingsScreen
      {...args}
      list={listOf(listed.slice((page - 1) * pageSize, page * pageSize), {
        totalCount: listed.length,
      })}
      query={query}
      onQueryChange={setQuery}
      choices={{
        filter: {
          projects: {
            items: projectsNamed(filterSearch),
            chosen: PROJECTS.find(({ id }) => id === filters.projectId) ?? null,
            onSearch: setFilterSearch,
          },
          plots: choicesOf(ALL_PLOTS.filter((plot) => plot.projectId === filters.projectId)),
          channelPartners: choicesOf(CHANNEL_PARTNERS),
        },
        form: {
          projects: { items: projectsNamed(formSearch), onSearch: setFormSearch },
          partners: choicesOf(CHANNEL_PARTNERS),
          salesPeople: choicesOf(SALES_PEOPLE),
          plots: choicesOf(ALL_PLOTS.filter((plot) => plot.projectId === formProjectId)),
          onProjectChange: setFormProjectId,
        },
      }}
      onSave={saveBooking}
      record={{
        ...opening,
        statusHistory: opened
          ? loaded([...historyOf(opened.id), ...(changes[opened.id] ?? [])])
          : NOT_LOADED,
      }}
      onChangeStatus={changeStatus}
      onDelete={async (booking) => {
        setBookings((current) => current.filter(({ id }) => id !== booking.id));
        return { ok: true };
      }}
    />
  );
}

/**
 * The screen as the story gives it, with a host that opens the booking asked for (its details, or
 * its edit form from a row) and loads it whole from the sample data, unless the story gave its load.
 */
export function OpeningBookingsScreen({ record, ...args }: BookingsScreenProps) {
  const inMemory = useInMemoryRecord(BOOKINGS, record?.id ?? null);
  return <BookingsScreen {...args} record={record && openedThrough(record, inMemory)} />;
}
