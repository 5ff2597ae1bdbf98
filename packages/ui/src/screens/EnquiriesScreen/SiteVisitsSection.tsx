import { formatDateTime } from '@plotline/domain';
import { Button } from '../../components/Button';
import { DetailSection } from '../../components/DetailList';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { LoadFailedState, type Loadable } from '../../patterns';
import type { SiteVisitRecord } from './enquiry-types';
import { SiteVisitOutcomeBadge } from './SiteVisitOutcomeBadge';
import * as styles from './EnquiryDetailsModal.css';
import { visuallyHidden } from './EnquiriesScreen.css';

export type SiteVisitsSectionProps = {
  /** The enquiry's visits, the latest scheduled first, as the host loads them. */
  visits: Loadable<readonly SiteVisitRecord[]>;
  timeZone: string;
  /** Opens the form of a new visit; left out (no enquiries.edit, or a closed enquiry), none. */
  onSchedule?: () => void;
  /** Opens a visit's form; left out (no enquiries.edit), no Edit. */
  onEdit?: (visit: SiteVisitRecord) => void;
};

/** What names a visit: its project and when. */
const visitName = (visit: SiteVisitRecord, timeZone: string) =>
  `${visit.project.name}, ${formatDateTime(visit.scheduledAt, timeZone)}`;

/**
 * The 'Site visits' section of an enquiry's details: each visit (project, date and time, who
 * accompanies, outcome, notes) with its Edit, and 'Schedule site visit'.
 */
export function SiteVisitsSection({
  visits,
  timeZone,
  onSchedule,
  onEdit,
}: SiteVisitsSectionProps) {
  return (
    <DetailSection heading="Site visits">
      <div className={styles.section}>
        {onSchedule && (
          <div className={styles.actions}>
            <Button onPress={onSchedule}>
              <Icon name="calendar" />
              Schedule site visit
            </Button>
          </div>
        )}
        <VisitList visits={visits} timeZone={timeZone} onEdit={onEdit} />
      </div>
    </DetailSection>
  );
}

function VisitList({ visits, timeZone, onEdit }: Omit<SiteVisitsSectionProps, 'onSchedule'>) {
  const { data, isLoading, error, onRetry } = visits;
  if (error) return <LoadFailedState message={error} onRetry={onRetry} />;
  if (!data) {
    return isLoading ? (
      <div className={styles.loading}>
        <Spinner aria-label="Loading site visits" />
      </div>
    ) : null;
  }
  if (data.length === 0) return <p className={styles.message}>No site visits yet.</p>;
  return (
    <ol className={styles.entries} aria-label="Site visits, latest first">
      {data.map((visit) => (
        <li key={visit.id}>
          <article className={styles.entry} aria-label={`Visit to ${visitName(visit, timeZone)}`}>
            <p className={styles.entryHeader}>
              <span className={styles.entryTitle}>{visit.project.name}</span>
              <SiteVisitOutcomeBadge outcome={visit.outcome} />
            </p>
            <p className={styles.entryMeta}>
              {formatDateTime(visit.scheduledAt, timeZone)} ·{' '}
              {visit.accompaniedBy ? `Accompanied by ${visit.accompaniedBy.name}` : 'Unaccompanied'}
            </p>
            {visit.notes && <p className={styles.entryText}>{visit.notes}</p>}
            {onEdit && (
              <div className={styles.actions}>
                <Button variant="secondary" size="small" onPress={() => onEdit(visit)}>
                  Edit<span className={visuallyHidden}> visit to {visitName(visit, timeZone)}</span>
                </Button>
              </div>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
