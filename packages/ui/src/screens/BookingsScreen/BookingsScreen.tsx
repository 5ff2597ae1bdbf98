import {
  BOOKING_EMPTY_HINTS,
  BOOKING_MESSAGES,
  bookingNumberLabel,
  filtersHideRows,
  listIsFiltered,
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
  ExportButton,
  BROWSER_TIME_ZONE,
  type FilterChange,
  ListSection,
  LoadFailedState,
  PageHeader,
  projectNamed,
  type ProjectChoice,
  useDeleteConfirmation,
  useFormEditor,
  useLastShown,
  type AuditHistory,
  type DeleteOutcome,
  type ListState,
} from '../../patterns';
import { BookingFormModal, type BookingPlotChoice } from './BookingForm';
import { BookingDetailsModal } from './BookingDetailsModal';
import { BookingFilterPanel } from './BookingFilterPanel';
import { BookingsTable } from './BookingsTable';
import type { BookingPaymentsProps } from './payments/BookingPaymentsSection';
import { StatusConfirmModal } from './StatusConfirmModal';
import { StatusPickerModal } from './StatusPickerModal';
import type {
  BookingChangeOutcome,
  BookingFilters,
  BookingHistory,
  BookingListRow,
  BookingSaveResult,
  BookingSort,
  ChannelPartnerChoice,
  PlotChoice,
} from './bookings-screen-types';
import * as styles from './BookingsScreen.css';

export type BookingsScreenProps = {
  /** The bookings of the current page (the list contract, docs/ui-contract.md). */
  list: ListState<BookingListRow>;
  /** 1-based. */
  page: number;
  filters: BookingFilters;
  sort: BookingSort;
  /**
   * The projects the project filter offers: those found for what was typed in it (every one,
   * for a host that does not search).
   */
  projects: readonly ProjectChoice[];
  /** The project the filters hold, loaded by its id, so the filter names it before any search. */
  chosenProject?: ProjectChoice | null;
  /** What was typed in the project filter, for a host that searches the projects. */
  onProjectSearch?: (text: string) => void;
  /** The plots of the project chosen in the filters, for the plot filter. */
  plots: readonly PlotChoice[];
  /** The partners the channel partner filter offers: those found for what was typed in it. */
  channelPartners: readonly ChannelPartnerChoice[];
  /** The partner the filters hold, loaded by its id, so the filter names it before any search. */
  chosenChannelPartner?: ChannelPartnerChoice | null;
  /** What was typed in the channel partner filter, for a host that searches the partners. */
  onChannelPartnerSearch?: (text: string) => void;
  onFiltersChange: (filters: BookingFilters, how: FilterChange) => void;
  onClearFilters: () => void;
  onSortChange: (sort: BookingSort) => void;
  onPageChange: (page: number) => void;
  /** The projects the booking form's project picker offers: those found for what was typed. */
  formProjects: readonly ProjectChoice[];
  /** What was typed in the form's project picker, for a host that searches the projects. */
  onFormProjectSearch?: (text: string) => void;
  /** The active channel partners the booking form offers, or those found for what was typed. */
  activeChannelPartners: readonly ChannelPartnerChoice[];
  /** What was typed in the form's partner picker, for a host that searches the partners. */
  onFormPartnerSearch?: (text: string) => void;
  /**
   * The plots of the project chosen in the booking form as the host found them: its Available
   * plots, and the edited booking's own plot.
   */
  formPlots: readonly BookingPlotChoice[];
  isLoadingFormPlots?: boolean;
  /** The project chosen in the booking form and the edited booking's own plot in it, if any. */
  onFormProjectChange: (projectId: number | null, ownPlotId: number | null) => void;
  /** What was typed in the form's plot picker, for a host that searches the plots. */
  onFormPlotSearch?: (text: string) => void;
  /** Creates (booking null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: BookingForm, booking: BookingListRow | null) => Promise<BookingSaveResult>;
  /**
   * The booking whose edit form is open: its id when the form opens on it, null when it closes,
   * so the host can hear of someone else changing that booking meanwhile.
   */
  onEditingChange?: (bookingId: number | null) => void;
  /**
   * A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the booking onEditingChange named; the create form shows none.
   */
  editNotice?: string;
  /** Where a booking's follow-ups are listed, e.g. '/follow-ups?bookingId=7'. */
  followUpsHref: (booking: BookingListRow) => string;
  /** Today, where the status dialog starts the actual registry date; ui reads no clock. */
  today: CalendarDate;
  /** The zone the status history's timestamps are read in; the browser's own by default. */
  timeZone?: string;
  /** The booking whose details are open, so the host loads its history. */
  viewedBookingId: number | null;
  onViewedBookingIdChange: (bookingId: number | null) => void;
  viewedBookingHistory?: BookingHistory;
  /** The audit entries of that booking; left out, its details show no History section. */
  viewedBookingAudit?: AuditHistory;
  /**
   * The payments of that booking and what the user may do with them; left out (no
   * payments.view), its details show no Payments section.
   */
  viewedBookingPayments?: BookingPaymentsProps;
  /** Changes the status; resolves (never rejects). Success closes the dialog. */
  onChangeStatus: (
    booking: BookingListRow,
    request: StatusChangeRequest,
  ) => Promise<BookingChangeOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (booking: BookingListRow) => Promise<DeleteOutcome>;
  /** Downloads the filtered list, every page, as CSV; resolves (never rejects) when done. */
  onExport: () => Promise<void>;
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
 * data, the filters, the sort and the page; the screen owns which dialog is open.
 */
export function BookingsScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  filters,
  sort,
  projects,
  chosenProject = null,
  onProjectSearch,
  plots,
  channelPartners,
  chosenChannelPartner = null,
  onChannelPartnerSearch,
  onFiltersChange,
  onClearFilters,
  onSortChange,
  onPageChange,
  formProjects,
  onFormProjectSearch,
  activeChannelPartners,
  onFormPartnerSearch,
  formPlots,
  isLoadingFormPlots = false,
  onFormProjectChange,
  onFormPlotSearch,
  onSave,
  onEditingChange,
  editNotice,
  followUpsHref,
  today,
  timeZone = BROWSER_TIME_ZONE,
  viewedBookingId,
  onViewedBookingIdChange,
  viewedBookingHistory = {},
  viewedBookingAudit,
  viewedBookingPayments,
  onChangeStatus,
  onDelete,
  onExport,
}: BookingsScreenProps) {
  const editor = useFormEditor<BookingListRow>({
    onEditingChange: (booking) => onEditingChange?.(booking?.id ?? null),
  });
  const [statusFlow, setStatusFlow] = useState<StatusFlow | null>(null);
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const viewedRow = rows.find((row) => row.id === viewedBookingId);
  const viewed = useLastShown(viewedRow);

  const hidesRows = filtersHideRows(filters);
  const isFiltered = listIsFiltered(filters);

  const handleSaveBooking = async (form: BookingForm) => {
    const result = await onSave(form, editor.item);
    // The form shows the booking as stored now, over which the user makes their change again.
    const { stored } = result;
    if (stored) editor.replace(stored);
    return result;
  };

  const moveStatusFlow = (change: Partial<StatusFlow>) =>
    setStatusFlow((current) => current && { ...current, ...change });

  const handleConfirmStatus = async (booking: BookingListRow, request: StatusChangeRequest) => {
    const outcome = await onChangeStatus(booking, request);
    // Changed, or changed by someone else first: either way this change is over.
    if (outcome.ok || outcome.conflict) moveStatusFlow({ step: 'closed' });
    return outcome;
  };

  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={BOOKING_MESSAGES.empty}
      hint={hidesRows ? BOOKING_EMPTY_HINTS.filtered : BOOKING_EMPTY_HINTS.unfiltered}
      action={!hidesRows && <NewBookingButton onPress={() => editor.open(null)} />}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Bookings"
        subtitle="Every booking, its sales route and where it stands from Token to Registry Done."
        actions={
          <>
            <ExportButton
              onExport={onExport}
              isDisabled={!error && !isLoading && totalCount === 0}
            />
            <NewBookingButton onPress={() => editor.open(null)} />
          </>
        }
      />
      <BookingFilterPanel
        filters={filters}
        projects={projects}
        chosenProject={chosenProject}
        onProjectSearch={onProjectSearch}
        plots={plots}
        channelPartners={channelPartners}
        chosenChannelPartner={chosenChannelPartner}
        onChannelPartnerSearch={onChannelPartnerSearch}
        isFiltered={isFiltered}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
      />
      <ListSection
        label="Booking list"
        result={{
          query: { page, filters, sort },
          totalCount,
          isLoading,
          error,
          emptyText: BOOKING_MESSAGES.empty,
        }}
        className={styles.wrapsColumnHeaders}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        <BookingsTable
          rows={error ? [] : rows}
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          emptyState={emptyState}
          followUpsHref={followUpsHref}
          onViewDetails={(booking) => onViewedBookingIdChange(booking.id)}
          onChangeStatus={(booking) => setStatusFlow({ booking, target: null, step: 'pick' })}
          onEdit={editor.open}
          onDelete={askToDelete}
        />
      </ListSection>
      <BookingFormModal
        {...editor.modalProps}
        booking={editor.item}
        // A new booking started from a project's bookings is for that project.
        initialProject={projectNamed(filters.projectId, { chosen: chosenProject, projects, rows })}
        projects={formProjects}
        onProjectSearch={onFormProjectSearch}
        plots={formPlots}
        isLoadingPlots={isLoadingFormPlots}
        onProjectChange={onFormProjectChange}
        onPlotSearch={onFormPlotSearch}
        channelPartners={activeChannelPartners}
        onChannelPartnerSearch={onFormPartnerSearch}
        today={today}
        onSave={handleSaveBooking}
        notice={editNotice}
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
      {viewed && (
        <BookingDetailsModal
          isOpen={viewedRow !== undefined}
          onOpenChange={(isOpen) => !isOpen && onViewedBookingIdChange(null)}
          booking={viewed}
          history={viewedBookingHistory}
          audit={viewedBookingAudit}
          payments={viewedBookingPayments}
          timeZone={timeZone}
        />
      )}
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete booking ${bookingNumberLabel(deleting)}` : 'Delete booking'}
        message={BOOKING_MESSAGES.confirmDelete}
      />
    </div>
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
