import {
  ENQUIRY_MESSAGES,
  enquiryStageChangeRefusal,
  enquiryStageLabel,
  formatCount,
  roundedEstimate,
  type CalendarDate,
  type EnquiryStage,
} from '@plotline/domain';
import { GridList, isTextDropItem, useDragAndDrop } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { LoadFailedState } from '../../patterns';
import type { EnquiryBoardColumn as Column, EnquiryRecord } from './enquiry-types';
import { EnquiryCard } from './EnquiryCard';
import { visuallyHidden } from './EnquiriesScreen.css';
import * as styles from './EnquiryBoard.css';

/** What a dragged card carries: its enquiry's id, which only the board's columns accept. */
export const ENQUIRY_DRAG_TYPE = 'application/x-plotline-enquiry';

export type EnquiryBoardColumnProps = {
  stage: EnquiryStage;
  column: Column;
  today: CalendarDate;
  /** The card being dragged, wherever it came from; null while none is. */
  dragged: EnquiryRecord | null;
  onDraggedChange: (enquiry: EnquiryRecord | null) => void;
  /** The enquiry a dropped card names, found on the board by its id. */
  enquiryOf: (id: number) => EnquiryRecord | undefined;
  onOpen: (enquiry: EnquiryRecord) => void;
  /** Moves a card here or elsewhere; left out (no enquiries.edit), nothing drags or moves. */
  onMove?: (enquiry: EnquiryRecord, stage: EnquiryStage) => void;
  movingIds: ReadonlySet<number>;
};

/** '12', or 'about 1,200' for a count the server estimated. */
function countText({ totalCount, totalCountEstimated }: Column): string {
  return totalCountEstimated
    ? `about ${formatCount(roundedEstimate(totalCount))}`
    : formatCount(totalCount);
}

/** 'New, 12 enquiries': what the column is named, the count said in words. */
function columnName(label: string, column: Column): string {
  const noun = column.totalCount === 1 && !column.totalCountEstimated ? 'enquiry' : 'enquiries';
  return `${label}, ${countText(column)} ${noun}`;
}

/**
 * One stage's column: its name and count, its cards as a grid list (one Tab stop, the arrow keys
 * between cards), and 'Show more' while the host has more. A card dropped here from another
 * column asks to move there; the board refuses a move the stages do not allow.
 */
export function EnquiryBoardColumn({
  stage,
  column,
  today,
  dragged,
  onDraggedChange,
  enquiryOf,
  onOpen,
  onMove,
  movingIds,
}: EnquiryBoardColumnProps) {
  const label = enquiryStageLabel(stage);
  const { dragAndDropHooks } = useDragAndDrop<EnquiryRecord>({
    isDisabled: !onMove,
    getItems: (_keys, items) =>
      items.map((enquiry) => ({
        [ENQUIRY_DRAG_TYPE]: String(enquiry.id),
        'text/plain': enquiry.name,
      })),
    acceptedDragTypes: [ENQUIRY_DRAG_TYPE],
    // A card is dropped on a column, not between its cards, which the host orders.
    getDropOperation: (target) =>
      target.type === 'root' && dragged?.stage !== stage ? 'move' : 'cancel',
    onDragStart: ({ keys }) => onDraggedChange(column.rows.find(({ id }) => keys.has(id)) ?? null),
    onDragEnd: () => onDraggedChange(null),
    onRootDrop: async ({ items }) => {
      const ids = await Promise.all(
        items.filter(isTextDropItem).map((item) => item.getText(ENQUIRY_DRAG_TYPE)),
      );
      for (const id of ids) {
        const enquiry = enquiryOf(Number(id));
        if (enquiry) onMove?.(enquiry, stage);
      }
    },
  });
  const refuses = dragged !== null && enquiryStageChangeRefusal(dragged.stage, stage) !== null;

  return (
    <section
      aria-label={columnName(label, column)}
      className={styles.column}
      data-refuses={(dragged?.stage !== stage && refuses) || undefined}
    >
      <div className={styles.columnHeader}>
        <h2 className={styles.columnTitle}>{label}</h2>
        {/* The column's name says the count in words. */}
        <span className={styles.count} aria-hidden="true">
          {countText(column)}
        </span>
      </div>
      <ColumnCards
        label={label}
        column={column}
        today={today}
        onOpen={onOpen}
        onMove={onMove}
        movingIds={movingIds}
        dragAndDropHooks={dragAndDropHooks}
      />
      {column.onShowMore && !column.error && column.rows.length > 0 && (
        <div className={styles.columnFooter}>
          <Button
            variant="quiet"
            size="small"
            isPending={column.isLoadingMore}
            onPress={column.onShowMore}
          >
            Show more<span className={visuallyHidden}> {label}</span>
          </Button>
        </div>
      )}
    </section>
  );
}

type ColumnCardsProps = Pick<
  EnquiryBoardColumnProps,
  'column' | 'today' | 'onOpen' | 'onMove' | 'movingIds'
> & {
  label: string;
  dragAndDropHooks: ReturnType<typeof useDragAndDrop<EnquiryRecord>>['dragAndDropHooks'];
};

function ColumnCards({
  label,
  column,
  today,
  onOpen,
  onMove,
  movingIds,
  dragAndDropHooks,
}: ColumnCardsProps) {
  if (column.error) return <LoadFailedState message={column.error} onRetry={column.onRetry} />;
  if (column.isLoading && column.rows.length === 0) {
    return (
      <div className={styles.loading}>
        <Spinner aria-label={`Loading ${label}`} />
      </div>
    );
  }
  return (
    <GridList
      aria-label={label}
      items={column.rows}
      // react-aria keeps each card drawn while its enquiry is the same object: what else a card
      // shows (whether its move is being made) must redraw it.
      dependencies={[movingIds, today, onMove]}
      dragAndDropHooks={dragAndDropHooks}
      onAction={(key) => {
        const enquiry = column.rows.find(({ id }) => id === key);
        if (enquiry) onOpen(enquiry);
      }}
      renderEmptyState={() => <p className={styles.emptyColumn}>{ENQUIRY_MESSAGES.empty}</p>}
      className={styles.cards}
    >
      {(enquiry) => (
        <EnquiryCard
          enquiry={enquiry}
          today={today}
          onMove={onMove}
          isMoving={movingIds.has(enquiry.id)}
        />
      )}
    </GridList>
  );
}
