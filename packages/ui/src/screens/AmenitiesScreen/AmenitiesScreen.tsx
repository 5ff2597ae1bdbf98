import { AMENITY_MESSAGES, type AmenityForm, type AmenityListFilters } from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import {
  BROWSER_TIME_ZONE,
  lazyDialog,
  listQueryChanges,
  LoadFailedState,
  PageHeader,
  useDeleteConfirmation,
  useFormEditor,
  useResultAnnouncement,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type SaveOutcome,
} from '../../patterns';
import { AmenityCard } from './AmenityCard';
import { AmenityFilters } from './AmenityFilters';
import type { AmenityItem } from './amenity-item';
import { NO_AMENITY_FILTERS, type AmenityListQuery } from './amenity-list-query';
import * as styles from './AmenitiesScreen.css';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const AmenityFormModal = lazyDialog(() =>
  import('./AmenityFormModal').then((module) => module.AmenityFormModal),
);

export type AmenitiesScreenProps = ListScreenProps<AmenityItem, AmenityListFilters, null> & {
  /** Creates (amenity null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: AmenityForm, amenity: AmenityItem | null) => Promise<SaveOutcome>;
  /** Which amenity's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (amenity: AmenityItem) => Promise<DeleteOutcome>;
  /** The zone the cards' dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Amenities page: a searchable, filterable card grid with its add, edit and delete flows. The
 * host loads the catalogue whole and filters it by the query; the grid shows every amenity the
 * filters let through, on no pages.
 */
export function AmenitiesScreen({
  list,
  query,
  onQueryChange,
  onSave,
  editing,
  onDelete,
  timeZone = BROWSER_TIME_ZONE,
}: AmenitiesScreenProps) {
  const editor = useFormEditor<AmenityItem>({
    onEditingChange: (amenity) => editing?.onEditingChange(amenity?.id ?? null),
  });
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  const { filterBy } = listQueryChanges({ query, onQueryChange }, NO_AMENITY_FILTERS);

  // Not ListPage: its card holds a table and its pager, and the grid is neither (see AmenityList).
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
      <AmenityFilters filters={query.filters} onFiltersChange={filterBy} />
      <AmenityList
        list={list}
        query={query}
        timeZone={timeZone}
        onEdit={editor.open}
        onDelete={askToDelete}
      />
      <AmenityFormModal
        {...editor.modalProps}
        amenity={editor.item}
        onSave={editor.saveWith(onSave)}
        notice={editing?.notice}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Amenity"
        message={AMENITY_MESSAGES.confirmDelete}
      />
    </div>
  );
}

type AmenityListProps = Pick<AmenitiesScreenProps, 'list'> & {
  query: AmenityListQuery;
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
  query,
  timeZone,
  onEdit,
  onDelete,
}: AmenityListProps) {
  useResultAnnouncement(
    {
      query,
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
