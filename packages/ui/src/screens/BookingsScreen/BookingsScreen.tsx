import {
  BOOKING_EMPTY_HINTS,
  BOOKING_MESSAGES,
  bookingFormFromEnquiry,
  bookingFromEnquiryNotice,
  bookingNumberLabel,
  type BookingForm,
  type BookingStatus,
  type CalendarDate,
  type StatusChangeRequest,
} from '@plotline/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  ExportButton,
  lazyDialog,
  ListPage,
  projectNamed,
  useDeleteConfirmation,
  useFormEditor,
  useRecordEditor,
  useSteadyHandler,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
} from '../../patterns';
import { BookingFilterPanel } from './BookingFilterPanel';
import { BookingsTable } from './BookingsTable';
import { useBookingStart } from './use-plot-to-book';
import {
  NO_BOOKING_FILTERS,
  type BookingChangeOutcome,
  type BookingChoices,
  type BookingFilters,
  type BookingOrigin,
  type BookingListRow,
  type BookingRecord,
  type BookingSaveResult,
  type BookingSort,
  type OpenedBooking,
} from './bookings-screen-types';

// Each dialog's code is fetched apart from the list's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const BookingFormModal = lazyDialog(() =>
  import('./BookingForm').then((module) => module.BookingFormModal),
);
const BookingDetailsModal = lazyDialog(() =>
  import('./BookingDetailsModal').then((module) => module.BookingDetailsModal),
);
const BookingFollowUpFormModal = lazyDialog(() =>
  import('./BookingFollowUpFormModal').then((module) => module.BookingFollowUpFormModal),
);
const StatusPickerModal = lazyDialog(() =>
  import('./StatusPickerModal').then((module) => module.StatusPickerModal),
);
const StatusConfirmModal = lazyDialog(() =>
  import('./StatusConfirmModal').then((module) => module.StatusConfirmModal),
);

export type BookingsScreenProps = ListScreenProps<BookingListRow, BookingFilters, BookingSort> & {
  /** The pickers of the filters and of the booking form, each searched apart from the others. */
  choices: BookingChoices;
  /**
   * Creates (booking null) or updates; resolves (never rejects). Success closes the form. A new
   * booking started from an enquiry names it in `origin`, for the host to send (enquiryId).
   */
  onSave: (
    form: BookingForm,
    booking: BookingRecord | null,
    origin?: BookingOrigin,
  ) => Promise<BookingSaveResult>;
  /** Changes the status; resolves (never rejects). Success closes the dialog. */
  onChangeStatus: (
    booking: BookingListRow,
    request: StatusChangeRequest,
  ) => Promise<BookingChangeOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (booking: BookingListRow) => Promise<DeleteOutcome>;
  /**
   * Downloads the filtered list, every page, as CSV; resolves (never rejects) when done. Left
   * out, there is no 'Export CSV'.
   */
  onExport?: () => Promise<void>;
  /**
   * The booking whose details or edit form are open over the list (/bookings/:id): the whole
   * booking, its status history, its audit entries and its payments as the host loaded them. Left
   * out, a row opens nothing and has no Edit, as the screen knows a booking only by its row.
   */
  record?: OpenedBooking;
  /** Which booking's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
  /**
   * Where a booking's follow-ups are listed, e.g. '/follow-ups?bookingId=7'; left out, the table
   * has no Follow Up column.
   */
  followUpsHref?: (booking: BookingListRow) => string;
  /** Today, where the status dialog starts the actual registry date; ui reads no clock. */
  today: CalendarDate;
  /** The zone the status history's timestamps are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * Where the status workflow is for one booking: choosing the next status, then confirming it.
 * The booking and target are kept while a dialog closes, so it does not change as it fades.
 */
type StatusFlow = {
  booking: BookingListRow;
  target: BookingStatus | null;
  step: 'pick' | 'confirm' | 'closed';
};

/**
 * The Bookings page: filters, the paged and sorted table, the status workflow, a booking's
 * details with its status history, the delete question and the CSV export. The host owns the
 * data, the query and which booking's details are open; the screen owns its dialogs.
 */
export function BookingsScreen({
  list,
  query,
  onQueryChange,
  choices,
  onSave,
  onChangeStatus,
  onDelete,
  onExport,
  record,
  editing,
  followUpsHref,
  today,
  timeZone = BROWSER_TIME_ZONE,
}: BookingsScreenProps) {
  const { editor, editRow, isWaiting } = useRecordEditor(record, editing);
  const booked = useBookingStart(
    { plot: choices.form.plotToBook, enquiry: choices.form.enquiryToBook },
    editor,
  );
  const fromEnquiry = booked.started?.enquiry ?? null;
  const [statusFlow, setStatusFlow] = useState<StatusFlow | null>(null);
  // 'Log follow-up' in a booking's details: a new follow-up on the booking open.
  const followUpForm = useFormEditor<never>();
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const openedId = record?.id ?? null;
  const filterProjects = choices.filter.projects;
  const formChoices = choices.form;

  const handleSaveBooking = editor.saveWith(async (form: BookingForm, booking) => {
    const result = await (!booking && fromEnquiry
      ? onSave(form, booking, { enquiryId: fromEnquiry.id })
      : onSave(form, booking));
    // The form shows the booking as stored now, over which the user makes their change again.
    if (result.stored) editor.replace(result.stored);
    // A new booking's work goes on in its details: its token, its schedule, its first call.
    if (result.createdId !== undefined) record?.onOpen(result.createdId);
    return result;
  });

  const moveStatusFlow = (change: Partial<StatusFlow>) =>
    setStatusFlow((current) => current && { ...current, ...change });
  const changeStatusOf = useSteadyHandler((booking: BookingListRow) =>
    setStatusFlow({ booking, target: null, step: 'pick' }),
  );
  // The table's handlers stay the same functions, so opening a dialog draws no row again.
  const viewDetails = useSteadyHandler((booking: BookingListRow) => record?.onOpen(booking.id));
  const editBooking = useSteadyHandler((booking: BookingListRow) => editRow?.(booking));

  // The details give way to whatever is done from them, and show again once it is over.
  const detailsGiveWay =
    editor.modalProps.isOpen ||
    isWaiting ||
    followUpForm.modalProps.isOpen ||
    (statusFlow !== null && statusFlow.step !== 'closed');
  const openedFollowUps = record?.followUps;
  const logFollowUp = openedFollowUps?.onLog;

  const handleConfirmStatus = async (booking: BookingListRow, request: StatusChangeRequest) => {
    const outcome = await onChangeStatus(booking, request);
    // Changed, or changed by someone else first: either way this change is over.
    if (outcome.ok || outcome.conflict) moveStatusFlow({ step: 'closed' });
    return outcome;
  };

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        title="Bookings"
        subtitle="Every booking, its sales route and where it stands from Token to Registry Done."
        actions={
          <>
            {onExport && (
              <ExportButton
                onExport={onExport}
                isDisabled={!list.error && !list.isLoading && list.totalCount === 0}
              />
            )}
            <NewBookingButton onPress={booked.openNew} />
          </>
        }
        noFilters={NO_BOOKING_FILTERS}
        filterPanel={(panel) => <BookingFilterPanel {...panel} {...choices.filter} />}
        label="Booking list"
        emptyText={BOOKING_MESSAGES.empty}
        empty={(hidesRows) => (
          <EmptyState
            title={BOOKING_MESSAGES.empty}
            hint={hidesRows ? BOOKING_EMPTY_HINTS.filtered : BOOKING_EMPTY_HINTS.unfiltered}
            action={!hidesRows && <NewBookingButton onPress={booked.openNew} />}
          />
        )}
      >
        {(table) => (
          <BookingsTable
            {...table}
            followUpsHref={followUpsHref}
            onViewDetails={record && viewDetails}
            onChangeStatus={changeStatusOf}
            onEdit={editRow && editBooking}
            onDelete={askToDelete}
          />
        )}
      </ListPage>
      <BookingFormModal
        {...editor.modalProps}
        booking={editor.item}
        // A new booking started from a project's bookings is for that project.
        initialProject={
          booked.started?.plot
            ? { id: booked.started.plot.projectId, name: booked.started.plot.projectName }
            : booked.started?.enquiry
              ? booked.started.enquiry.project
              : projectNamed(query.filters.projectId, {
                  chosen: filterProjects.chosen ?? null,
                  projects: filterProjects.items,
                  rows: list.rows,
                })
        }
        initialPlot={booked.started?.plot ?? null}
        initialValues={fromEnquiry ? bookingFormFromEnquiry(fromEnquiry) : undefined}
        initialPartner={fromEnquiry?.channelPartner ?? null}
        projects={formChoices.projects.items}
        onProjectSearch={formChoices.projects.onSearch}
        plots={formChoices.plots.items}
        isLoadingPlots={formChoices.plots.isLoading ?? false}
        onProjectChange={formChoices.onProjectChange}
        onPlotSearch={formChoices.plots.onSearch}
        onPlotSizeChange={formChoices.onPlotSizeChange}
        channelPartners={formChoices.partners.items}
        onChannelPartnerSearch={formChoices.partners.onSearch}
        salesPeople={formChoices.salesPeople}
        today={today}
        mayRecordToken={formChoices.mayRecordToken}
        onSave={handleSaveBooking}
        notice={
          editor.item ? editing?.notice : fromEnquiry && bookingFromEnquiryNotice(fromEnquiry.name)
        }
      />
      {statusFlow && (
        <StatusPickerModal
          isOpen={statusFlow.step === 'pick'}
          onOpenChange={(isOpen) => !isOpen && moveStatusFlow({ step: 'closed' })}
          booking={statusFlow.booking}
          onPick={(target) => moveStatusFlow({ target, step: 'confirm' })}
        />
      )}
      {statusFlow?.target && (
        <StatusConfirmModal
          isOpen={statusFlow.step === 'confirm'}
          onOpenChange={(isOpen) => !isOpen && moveStatusFlow({ step: 'closed' })}
          booking={statusFlow.booking}
          target={statusFlow.target}
          today={today}
          onBack={() => moveStatusFlow({ step: 'pick' })}
          onConfirm={(request) => handleConfirmStatus(statusFlow.booking, request)}
        />
      )}
      {record && (
        <BookingDetailsModal
          isOpen={openedId !== null && !detailsGiveWay}
          onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
          booking={record.details}
          row={list.rows.find((row) => row.id === openedId)}
          statusHistory={record.statusHistory}
          audit={record.history}
          payments={record.payments}
          enquiryHref={record.enquiryHref}
          followUps={
            openedFollowUps && {
              followUps: openedFollowUps.list,
              onLog: logFollowUp && (() => followUpForm.open(null)),
            }
          }
          onChangeStatus={changeStatusOf}
          // Edited from its details, the booking's details show again once the form closes.
          onEdit={(booking) => editor.open(booking)}
          timeZone={timeZone}
        />
      )}
      {openedFollowUps && logFollowUp && record?.details.data && (
        <BookingFollowUpFormModal
          {...followUpForm.modalProps}
          booking={record.details.data}
          followUps={openedFollowUps.list}
          today={today}
          takenBy={openedFollowUps.takenBy}
          onSave={followUpForm.saveWith(logFollowUp)}
        />
      )}
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete booking ${bookingNumberLabel(deleting)}` : 'Delete booking'}
        message={BOOKING_MESSAGES.confirmDelete}
      />
    </>
  );
}

function NewBookingButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      New Booking
    </Button>
  );
}
