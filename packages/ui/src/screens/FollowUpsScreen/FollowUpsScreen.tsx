import {
  FOLLOW_UP_MESSAGES,
  followedBookingLabel,
  type CalendarDate,
  type FollowUpDraft,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  lazyDialog,
  ListPage,
  useDeleteConfirmation,
  useFormEditor,
  useSteadyHandler,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type SaveOutcome,
} from '../../patterns';
import { FollowUpFilterPanel } from './FollowUpFilterPanel';
import { FollowUpsTable, followUpName } from './FollowUpsTable';
import {
  bookingOfRow,
  NO_FOLLOW_UP_FILTERS,
  type BookingChoice,
  type FollowUpBookings,
  type FollowUpListFilters,
  type FollowUpRow,
} from './follow-ups-screen-types';
import * as styles from './FollowUpsScreen.css';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const FollowUpFormModal = lazyDialog(() =>
  import('./FollowUpFormModal').then((module) => module.FollowUpFormModal),
);

export type FollowUpsScreenProps = ListScreenProps<FollowUpRow, FollowUpListFilters, null> & {
  /** The business's calendar date: the badges and a new follow-up's date read it. */
  today: CalendarDate;
  /** Who a new follow-up is taken by unless changed: the signed-in user's name. */
  takenBy?: string;
  /**
   * The form's booking picker, the booking the list is narrowed to (`chosen`), and the host's
   * load of the booking the form picks.
   */
  bookings: FollowUpBookings;
  /** Creates (followUp null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (draft: FollowUpDraft, followUp: FollowUpRow | null) => Promise<SaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (followUp: FollowUpRow) => Promise<DeleteOutcome>;
  /** Which follow-up's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
};

/**
 * The Follow-ups page: the search, period and page size, the paged table with each next call's
 * badge, and the add/edit modal with the booking's history and the delete question. The host owns
 * the data and the query (one booking's follow-ups among its filters); the screen owns which
 * dialog is open.
 */
export function FollowUpsScreen({
  list,
  query,
  onQueryChange,
  today,
  takenBy,
  bookings,
  onSave,
  onDelete,
  editing,
}: FollowUpsScreenProps) {
  const editor = useFormEditor<FollowUpRow>({
    onEditingChange: (followUp) => editing?.onEditingChange(followUp?.id ?? null),
  });
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const { filters } = query;

  const openEditor = (followUp: FollowUpRow | null) => {
    editor.open(followUp);
    bookings.onPick(followUp?.bookingId ?? filters.bookingId);
  };
  const addFollowUp = () => openEditor(null);
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const editFollowUp = useSteadyHandler((followUp: FollowUpRow) => openEditor(followUp));

  // Until the host has loaded the booking the list is narrowed to, its rows name it.
  const firstRow = list.rows[0];
  const filteredBooking =
    filters.bookingId === null
      ? null
      : (bookings.chosen ?? (firstRow ? bookingOfRow(firstRow) : null));
  // One booking without follow-ups is empty indeed, and a new one starts on it: only the search
  // and the period leave the empty list without 'New Follow-up'.
  const searchesOrPeriod = filters.searchTerm.trim() !== '' || filters.period !== null;

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        title="Follow-ups"
        subtitle="Every call with a buyer, and when the next one is due."
        actions={<NewFollowUpButton onPress={addFollowUp} />}
        noFilters={NO_FOLLOW_UP_FILTERS}
        filterPanel={(panel) => (
          <>
            {filters.bookingId !== null && (
              <BookingFilterNotice
                bookingId={filters.bookingId}
                booking={filteredBooking}
                onShowAll={() =>
                  panel.onFiltersChange({ ...panel.filters, bookingId: null }, 'chosen')
                }
              />
            )}
            <FollowUpFilterPanel {...panel} />
          </>
        )}
        label="Follow-up list"
        emptyText={FOLLOW_UP_MESSAGES.empty}
        empty={() => (
          <EmptyState
            title={FOLLOW_UP_MESSAGES.empty}
            action={!searchesOrPeriod && <NewFollowUpButton onPress={addFollowUp} />}
          />
        )}
      >
        {(table) => (
          <FollowUpsTable {...table} today={today} onEdit={editFollowUp} onDelete={askToDelete} />
        )}
      </ListPage>
      <FollowUpFormModal
        {...editor.modalProps}
        followUp={editor.item}
        today={today}
        takenBy={takenBy}
        // A new follow-up starts on the booking the list is narrowed to.
        bookings={{ ...bookings, chosen: filteredBooking }}
        onSave={editor.saveWith(onSave)}
        notice={editing?.notice}
      />
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? `Delete follow-up ${followUpName(deleting)}` : 'Delete follow-up'}
        message={FOLLOW_UP_MESSAGES.confirmDelete}
      />
    </>
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
  booking: BookingChoice | null;
  onShowAll: () => void;
}) {
  return (
    <div className={styles.bookingFilter}>
      <p className={styles.bookingFilterText}>
        Follow-ups of booking{' '}
        <strong>{booking ? followedBookingLabel(booking) : `#${bookingId}`}</strong>
      </p>
      <Button variant="secondary" onPress={onShowAll}>
        Show All Follow-ups
      </Button>
    </div>
  );
}
