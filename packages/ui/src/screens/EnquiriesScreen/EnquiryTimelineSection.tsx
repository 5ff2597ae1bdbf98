import {
  enquiryStageLabel,
  enquiryTimelineKindLabel,
  formatDateTime,
  lostReasonLabel,
  newestTimelineEntriesFirst,
  siteVisitOutcomeLabel,
  type EnquiryActivityKind,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { DetailSection } from '../../components/DetailList';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { LoadFailedState } from '../../patterns';
import type { EnquiryTimelineEntry, OpenedEnquiryTimeline } from './enquiry-types';
import * as styles from './EnquiryDetailsModal.css';

export type EnquiryTimelineSectionProps = Omit<OpenedEnquiryTimeline, 'onLog'> & {
  timeZone: string;
  /** Opens the form of a call or a note; left out (no enquiries.edit), neither is offered. */
  onLog?: (kind: EnquiryActivityKind) => void;
};

/**
 * The 'Timeline' section of an enquiry's details: its calls, notes, site visits and stage
 * changes, newest first, who and when, with 'Log call' and 'Add note', and 'Show more' while the
 * host has older entries.
 */
export function EnquiryTimelineSection({
  entries,
  onShowMore,
  isLoadingMore = false,
  timeZone,
  onLog,
}: EnquiryTimelineSectionProps) {
  return (
    <DetailSection heading="Timeline">
      <div className={styles.section}>
        {onLog && (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => onLog('Call')}>
              <Icon name="plus" />
              Log call
            </Button>
            <Button variant="secondary" onPress={() => onLog('Note')}>
              <Icon name="plus" />
              Add note
            </Button>
          </div>
        )}
        <TimelineEntries entries={entries} timeZone={timeZone} />
        {onShowMore && entries.data && entries.data.length > 0 && (
          <div className={styles.more}>
            <Button variant="quiet" size="small" isPending={isLoadingMore} onPress={onShowMore}>
              Show more
            </Button>
          </div>
        )}
      </div>
    </DetailSection>
  );
}

function TimelineEntries({
  entries,
  timeZone,
}: Pick<EnquiryTimelineSectionProps, 'entries' | 'timeZone'>) {
  const { data, isLoading, error, onRetry } = entries;
  if (error) return <LoadFailedState message={error} onRetry={onRetry} />;
  if (!data) {
    return isLoading ? (
      <div className={styles.loading}>
        <Spinner aria-label="Loading timeline" />
      </div>
    ) : null;
  }
  if (data.length === 0) return <p className={styles.message}>Nothing logged yet.</p>;
  return (
    <ol className={styles.entries} aria-label="Timeline, newest first">
      {newestTimelineEntriesFirst(data).map((entry, index) => (
        // Entries have no id of their own; their order is fixed once sorted.
        <li key={`${entry.at} ${entry.kind} ${index}`}>
          <TimelineEntry entry={entry} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
}

/** What happened, in a line: the call's or note's words, the visit, the move between stages. */
function entrySummary(entry: EnquiryTimelineEntry): string | null {
  switch (entry.kind) {
    case 'Call':
    case 'Note':
      return entry.text ?? null;
    case 'SiteVisit':
      return entry.siteVisit
        ? `${entry.siteVisit.project.name}: ${siteVisitOutcomeLabel(entry.siteVisit.outcome)}`
        : null;
    case 'StageChange': {
      if (!entry.toStage) return null;
      const to = enquiryStageLabel(entry.toStage);
      const moved = entry.fromStage
        ? `${enquiryStageLabel(entry.fromStage)} to ${to}`
        : `Added at ${to}`;
      return entry.lostReason ? `${moved} (${lostReasonLabel(entry.lostReason)})` : moved;
    }
  }
}

function TimelineEntry({ entry, timeZone }: { entry: EnquiryTimelineEntry; timeZone: string }) {
  const kind = enquiryTimelineKindLabel(entry.kind);
  const when = formatDateTime(entry.at, timeZone);
  const summary = entrySummary(entry);
  return (
    <article className={styles.entry} aria-label={`${kind}, ${when}`}>
      <p className={styles.entryHeader}>
        <span className={styles.entryTitle}>{kind}</span>
      </p>
      {summary && <p className={styles.entryText}>{summary}</p>}
      <p className={styles.entryMeta}>
        {entry.by?.name ?? 'A deleted user'} · {when}
      </p>
    </article>
  );
}
