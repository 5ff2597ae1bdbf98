import { formatDate } from '@plotline/domain';
import { useId } from 'react';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';
import type { AmenityItem } from './amenity-item';
import * as styles from './AmenityCard.css';

export type AmenityCardProps = {
  amenity: AmenityItem;
  /** The zone the created and updated dates are read in, e.g. 'Asia/Kolkata'. */
  timeZone: string;
  onEdit: (amenity: AmenityItem) => void;
  onDelete: (amenity: AmenityItem) => void;
};

/** One amenity of the grid: name, status, description, dates, and its edit and delete buttons. */
export function AmenityCard({ amenity, timeZone, onEdit, onDelete }: AmenityCardProps) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {amenity.name}
        </h2>
        <StatusBadge status={amenity.isActive ? 'Active' : 'Inactive'} />
      </div>
      {amenity.description && <p className={styles.description}>{amenity.description}</p>}
      <div className={styles.footer}>
        <dl className={styles.dates}>
          <dt className={styles.dateTerm}>Created</dt>
          <dd className={styles.dateValue}>{formatDate(amenity.createdAt, timeZone)}</dd>
          <dt className={styles.dateTerm}>Updated</dt>
          <dd className={styles.dateValue}>{formatDate(amenity.updatedAt, timeZone)}</dd>
        </dl>
        <div className={styles.actions}>
          {/* Named for the amenity: a screen reader's list of buttons tells the cards apart. */}
          <IconButton
            aria-label={`Edit ${amenity.name}`}
            icon={<Icon name="edit" />}
            hasTooltip
            onPress={() => onEdit(amenity)}
          />
          <IconButton
            aria-label={`Delete ${amenity.name}`}
            icon={
              <span className={styles.deleteIcon}>
                <Icon name="delete" />
              </span>
            }
            hasTooltip
            onPress={() => onDelete(amenity)}
          />
        </div>
      </div>
    </article>
  );
}
