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
} from '../../patterns';
import { Spinner } from '../../components/Spinner';
import { AmenityCard } from './AmenityCard';
import { AmenityFilters } from './AmenityFilters';
import { AmenityFormModal, type AmenitySaveOutcome } from './AmenityFormModal';
import type { AmenityItem } from './amenity-item';
import * as styles from './AmenitiesScreen.css';

/** How the host's delete ended; the host tells the user why it failed. */
export type AmenityDeleteOutcome = { ok: boolean };

export type AmenitiesScreenProps = {
  /** The amenities the filters let through, in order; undefined until a load succeeds. */
  amenities: readonly AmenityItem[] | undefined;
  /** The first load is running. */
  isLoading: boolean;
  /** Why there is nothing to show, e.g. 'Failed to fetch amenities'. */
  loadError?: string;
  /** Loads again after a failure. */
  onRetry: () => void;
  /** The search and the status filter; the host applies them, e.g. with filterAmenities. */
  filters: AmenityListFilters;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: AmenityStatusFilter) => void;
  /** Creates (amenity null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: AmenityForm, amenity: AmenityItem | null) => Promise<AmenitySaveOutcome>;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (amenity: AmenityItem) => Promise<AmenityDeleteOutcome>;
  /** The zone the cards' dates are read in; the browser's own by default. */
  timeZone?: string;
};

/** The Amenities page: a searchable, filterable card grid with its add, edit and delete flows. */
export function AmenitiesScreen({
  amenities,
  isLoading,
  loadError,
  onRetry,
  filters,
  onSearchChange,
  onStatusChange,
  onSave,
  onDelete,
  timeZone = BROWSER_TIME_ZONE,
}: AmenitiesScreenProps) {
  const editor = useFormEditor<AmenityItem>();
  const { askToDelete, dialogProps } = useDeleteConfirmation(
    async (amenity: AmenityItem) => (await onDelete(amenity)).ok,
  );

  const handleSave = async (form: AmenityForm): Promise<AmenitySaveOutcome> => {
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
        amenities={amenities}
        isLoading={isLoading}
        loadError={loadError}
        onRetry={onRetry}
        timeZone={timeZone}
        onEdit={editor.open}
        onDelete={askToDelete}
      />
      <AmenityFormModal {...editor.modalProps} amenity={editor.item} onSave={handleSave} />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Amenity"
        message={AMENITY_MESSAGES.confirmDelete}
      />
    </div>
  );
}

type AmenityListProps = Pick<
  AmenitiesScreenProps,
  'amenities' | 'isLoading' | 'loadError' | 'onRetry'
> & {
  timeZone: string;
  onEdit: (amenity: AmenityItem) => void;
  onDelete: (amenity: AmenityItem) => void;
};

/** The grid, or what stands in for it: the spinner, the failure, or 'No amenities found'. */
function AmenityList({
  amenities,
  isLoading,
  loadError,
  onRetry,
  timeZone,
  onEdit,
  onDelete,
}: AmenityListProps) {
  if (isLoading) {
    return (
      <div className={styles.placeholder}>
        <Spinner aria-label="Loading amenities" size="large" />
      </div>
    );
  }
  if (loadError !== undefined) {
    return (
      <div className={styles.placeholder}>
        <LoadFailedState message={loadError} onRetry={onRetry} />
      </div>
    );
  }
  if (amenities === undefined || amenities.length === 0) {
    return (
      <div className={styles.placeholder}>
        <EmptyState title={AMENITY_MESSAGES.empty} />
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Amenities">
      {amenities.map((amenity) => (
        <li key={amenity.id} className={styles.gridItem}>
          <AmenityCard amenity={amenity} timeZone={timeZone} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
