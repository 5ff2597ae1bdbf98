import {
  AMENITY_MESSAGES,
  type AmenityForm,
  type AmenityListFilters,
  type AmenityStatusFilter,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  LoadFailedState,
  PageHeader,
  useDeleteConfirmation,
  useFormEditor,
  useResultAnnouncement,
  type DeleteOutcome,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { Spinner } from '../../components/Spinner';
import { AmenityCard } from './AmenityCard';
import { AmenityFilters } from './AmenityFilters';
import { AmenityFormModal } from './AmenityFormModal';
import type { AmenityItem } from './amenity-item';
import * as styles from './AmenitiesScreen.css';

export type AmenitiesScreenProps = {
  /** The amenities the filters let through, in order (the list contract, docs/ui-contract.md). */
  list: ListState<AmenityItem>;
  /** The search and the status filter; the host applies them, e.g. with filterAmenities. */
  filters: AmenityListFilters;
  onSearchChange: (searchTerm: string) => void;
  onStatusChange: (status: AmenityStatusFilter) => void;
  /** Creates (amenity null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: AmenityForm, amenity: AmenityItem | null) => Promise<SaveOutcome>;
  /**
   * The amenity whose edit form is open: its id when the form opens on it, null when it closes,
   * so the host can hear of someone else changing that amenity meanwhile.
   */
  onEditingChange?: (amenityId: number | null) => void;
  /**
   * A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the amenity onEditingChange named; the create form shows none.
   */
  editNotice?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (amenity: AmenityItem) => Promise<DeleteOutcome>;
  /** The zone the cards' dates are read in; the browser's own by default. */
  timeZone?: string;
};

/** The Amenities page: a searchable, filterable card grid with its add, edit and delete flows. */
export function AmenitiesScreen({
  list,
  filters,
  onSearchChange,
  onStatusChange,
  onSave,
  onEditingChange,
  editNotice,
  onDelete,
  timeZone = BROWSER_TIME_ZONE,
}: AmenitiesScreenProps) {
  const editor = useFormEditor<AmenityItem>({
    onEditingChange: (amenity) => onEditingChange?.(amenity?.id ?? null),
  });
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);

  const handleSave = async (form: AmenityForm): Promise<SaveOutcome> => {
    const outcome = await onSave(form, editor.item);
    if (outcome.ok) editor.close();
    return outcome;
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Amenities"
        actions={
          <Button onPress={() => editor.open(null)}>
            <Icon name="plus" />
            Add Amenity
          </Button>
        }
      />
      <AmenityFilters
        filters={filters}
        onSearchChange={onSearchChange}
        onStatusChange={onStatusChange}
      />
      <AmenityList
        list={list}
        filters={filters}
        timeZone={timeZone}
        onEdit={editor.open}
        onDelete={askToDelete}
      />
      <AmenityFormModal
        {...editor.modalProps}
        amenity={editor.item}
        onSave={handleSave}
        notice={editNotice}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Amenity"
        message={AMENITY_MESSAGES.confirmDelete}
      />
    </div>
  );
}

type AmenityListProps = Pick<AmenitiesScreenProps, 'list' | 'filters'> & {
  timeZone: string;
  onEdit: (amenity: AmenityItem) => void;
  onDelete: (amenity: AmenityItem) => void;
};

/**
 * The grid, or what stands in for it: the spinner, the failure, or 'No amenities found'. Not a
 * paged table, so not a ListSection, but its result after a search or a status is said the same.
 */
function AmenityList({
  list: { rows, isLoading, error, onRetry },
  filters,
  timeZone,
  onEdit,
  onDelete,
}: AmenityListProps) {
  useResultAnnouncement(
    {
      query: filters,
      totalCount: rows.length,
      isLoading,
      error,
      emptyText: AMENITY_MESSAGES.empty,
    },
    null,
  );
  if (isLoading) {
    return (
      <div className={styles.placeholder}>
        <Spinner aria-label="Loading amenities" size="large" />
      </div>
    );
  }
  if (error !== null) {
    return (
      <div className={styles.placeholder}>
        <LoadFailedState message={error} onRetry={onRetry} />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={styles.placeholder}>
        <EmptyState title={AMENITY_MESSAGES.empty} />
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Amenities">
      {rows.map((amenity) => (
        // Keyed as react-aria keys a table's rows, so a modal opened from the card finds it again
        // once the grid is drawn anew (Modal).
        <li key={amenity.id} data-key={amenity.id} className={styles.gridItem}>
          <AmenityCard amenity={amenity} timeZone={timeZone} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
