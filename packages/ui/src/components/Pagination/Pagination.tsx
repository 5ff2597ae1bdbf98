import {
  clampPage,
  isPastListDepth,
  LIST_DEPTH_NOTE,
  listPageMeta,
  pageWindow,
  showingRange,
} from '@plotline/domain';
import { Button } from '../Button/Button';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';

/**
 * At most five numbered page buttons, the current page in the middle (docs/product/screens.md and
 * docs/product/constants.md).
 */
const MAX_PAGE_BUTTONS = 5;

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  /** The count is the server's estimate: the summary reads 'of about N results'. */
  totalCountEstimated?: boolean;
  onPageChange: (page: number) => void;
  /** 'Pagination' unless a screen pages more than one list and must tell them apart. */
  'aria-label'?: string;
};

/**
 * 'Showing X to Y of Z results', Previous/Next and at most five numbered pages; under a list
 * longer than its pages reach, the note that says where they stop.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  totalCountEstimated = false,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  const { totalPages, hasPreviousPage, hasNextPage } = listPageMeta({
    totalCount,
    page,
    pageSize,
  });

  return (
    <nav aria-label={ariaLabel} className={styles.pagination}>
      <p className={styles.summary}>
        {showingRange(page, pageSize, totalCount, totalCountEstimated)}
      </p>
      <ul className={styles.pages}>
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={!hasPreviousPage}
            // A page past the end steps back to the last page that exists.
            onPress={() => onPageChange(clampPage(page - 1, totalPages))}
          >
            <Icon name="chevronLeft" size={12} />
            Previous
          </Button>
        </li>
        {pageWindow(page, totalPages, MAX_PAGE_BUTTONS).map((pageNumber) => (
          <li key={pageNumber}>
            <Button
              variant={pageNumber === page ? 'primary' : 'quiet'}
              size="small"
              aria-label={`Page ${pageNumber}`}
              aria-current={pageNumber === page ? 'page' : undefined}
              onPress={() => onPageChange(pageNumber)}
            >
              {pageNumber}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={!hasNextPage}
            onPress={() => onPageChange(page + 1)}
          >
            Next
            <Icon name="chevronRight" size={12} />
          </Button>
        </li>
      </ul>
      {isPastListDepth(totalCount) && <p className={styles.depthNote}>{LIST_DEPTH_NOTE}</p>}
    </nav>
  );
}
