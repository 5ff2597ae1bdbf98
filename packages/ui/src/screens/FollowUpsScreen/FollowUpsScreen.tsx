import {
  FOLLOW_UP_MESSAGES,
  followedBookingLabel,
  type CalendarDate,
  type FollowUpDraft,
  type FollowUpListFilters,
  type FollowUpPeriod,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  ListSection,
  LoadFailedState,
  PageHeader,
  useDeleteConfirmation,
  useFormEditor,
  type DeleteOutcome,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { FollowUpFilters } from './FollowUpFilters';
import { FollowUpFormModal } from './FollowUpFormModal';
import { FollowUpsTable, followUpName } from './FollowUpsTable';
import {
  bookingOfRow,
  type BookingChoice,
  type BookingFollowUps,
  type FollowUpRow,
} from './follow-ups-screen-types';
import * as styles from './FollowUpsScreen.css';

/** The booking the list is narrowed to; its details come once the host has loaded them. */
export type FollowUpsBookingFilter = { bookingId: number; booking?: BookingChoice };

export type FollowUpsScreenProps = {
  /** The follow-ups of the current page the filters let through (docs/ui-contract.md). */
  list: ListState<FollowUpRow>;
  /** 1-based. */
  page: number;
  /** The search, the period and the page size; the host applies them. */
  filters: FollowUpListFilters;
  /** What was typed in the search, once typing pauses. */
  onSearchChange: (searchTerm: string) => void;
  onPeriodChange: (period: FollowUpPeriod) => void;
  onPageChange: (page: number) => void;
  /** The business's calendar date: the badges and a new follow-up's date read it. */
  today: CalendarDate;
  /** Set when the list shows one booking's follow-ups; 'New Follow-up' then starts on it. */
  bookingFilter?: FollowUpsBookingFilter | null;
  onShowAllFollowUps?: () => void;
  /** The bookings the host found for what was typed in the modal's picker. */
  bookingChoices: readonly BookingChoice[];
  onBookingSearch: (text: string) => void;
  /** The host's load of the booking chosen in the modal. */
  bookingFollowUps?: BookingFollowUps;
  /** The modal's booking changed (or the modal opened on one), so the host loads it. */
  onBookingChosen: (bookingId: number | null) => void;
  /** Creates (followUp null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (draft: FollowUpDraft, followUp: FollowUpRow | null) => Promise<SaveOutcome>;
  /**
   * The follow-up whose edit form is open: its id when the form opens on it, null when it closes,
   * so the host can hear of someone else changing that follow-up meanwhile.
   */
  onEditingChange?: (followUpId: number | null) => void;
  /**
   * A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the follow-up onEditingChange named; the create form shows none.
   */
  editNotice?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (followUp: FollowUpRow) => Promise<DeleteOutcome>;
};

/**
 * The Follow-ups page: search and period filter, the paged table with each next call's badge, and
 * the add/edit modal with the booking's history and the delete question. The host owns the data and
 * the filters; the screen owns which dialog is open.
 */
export function FollowUpsScreen({
  list: { rows, totalCount, isLoading, error, onRetry },
  page,
  filters,
  onSearchChange,
  onPeriodChange,
  onPageChange,
  today,
  bookingFilter = null,
  onShowAllFollowUps,
  bookingChoices,
  onBookingSearch,
  bookingFollowUps,
  onBookingChosen,
  onSave,
  onEditingChange,
  editNotice,
  onDelete,
}: FollowUpsScreenProps) {
  const editor = useFormEditor<FollowUpRow>({
    onEditingChange: (followUp) => onEditingChange?.(followUp?.id ?? null),
  });
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);

  const openEditor = (followUp: FollowUpRow | null) => {
    editor.open(followUp);
    onBookingChosen(followUp?.bookingId ?? bookingFilter?.bookingId ?? null);
  };
  const addFollowUp = () => openEditor(null);

  const handleSave = async (draft: FollowUpDraft): Promise<SaveOutcome> => {
    const outcome = await onSave(draft, editor.item);
    if (outcome.ok) editor.close();
    return outcome;
  };

  // Until the host has loaded the booking the list is narrowed to, its rows name it.
  const filteredBooking =
    bookingFilter && (bookingFilter.booking ?? (rows[0] && bookingOfRow(rows[0])));
  const isFiltered = filters.searchTerm.trim() !== '' || filters.period !== 'all';
  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={FOLLOW_UP_MESSAGES.empty}
      action={!isFiltered && <NewFollowUpButton onPress={addFollowUp} />}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Follow-ups"
        subtitle="Every call with a buyer, and when the next one is due."
        actions={<NewFollowUpButton onPress={addFollowUp} />}
      />
      {bookingFilter && (
        <BookingFilterNotice
          bookingId={bookingFilter.bookingId}
          booking={filteredBooking}
          onShowAll={onShowAllFollowUps}
        />
      )}
      <FollowUpFilters
        filters={filters}
        onSearchChange={onSearchChange}
        onPeriodChange={onPeriodChange}
      />
      <ListSection
        label="Follow-up list"
        result={{
          // The booking narrowed to by its id: its details come later, and change nothing asked.
          query: { page, filters, bookingId: bookingFilter?.bookingId ?? null },
          totalCount,
          isLoading,
          error,
          emptyText: FOLLOW_UP_MESSAGES.empty,
        }}
        pagination={error ? null : { page, pageSize: filters.pageSize, totalCount, onPageChange }}
      >
        <FollowUpsTable
          rows={error ? [] : rows}
          today={today}
          isLoading={isLoading}
          emptyState={emptyState}
          onEdit={openEditor}
          onDelete={askToDelete}
        />
      </ListSection>
      <FollowUpFormModal
        {...editor.modalProps}
        followUp={editor.item}
        initialBooking={filteredBooking ?? null}
        today={today}
        bookingChoices={bookingChoices}
        onBookingSearch={onBookingSearch}
        bookingFollowUps={bookingFollowUps}
        onBookingChosen={onBookingChosen}
        onSave={handleSave}
        notice={editNotice}
      />
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete follow-up ${followUpName(deleting)}` : 'Delete follow-up'}
        message={FOLLOW_UP_MESSAGES.confirmDelete}
      />
    </div>
  );
}

function NewFollowUpButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      New Follow-up
    </Button>
  );
}

function BookingFilterNotice({
  bookingId,
  booking,
  onShowAll,
}: {
  bookingId: number;
  booking?: BookingChoice | null;
  onShowAll?: () => void;
}) {
  return (
    <div className={styles.bookingFilter}>
      <p className={styles.bookingFilterText}>
        Follow-ups of booking{' '}
        <strong>{booking ? followedBookingLabel(booking) : `#${bookingId}`}</strong>
      </p>
      {onShowAll && (
        <Button variant="secondary" onPress={onShowAll}>
          Show All Follow-ups
        </Button>
      )}
    </div>
  );
}
