import { NO_PLOT_REMARK_TEXT, formatDate, plotSizeLabel } from '@plotline/domain';
import { Link } from 'react-aria-components';
import { Button } from '../../components/Button';
import { button } from '../../components/Button/Button.css';
import { Detail, DetailList } from '../../components/DetailList';
import { StatusBadge } from '../../components/StatusBadge';
import { BROWSER_TIME_ZONE, RecordDetailsModal, type AuditHistory } from '../../patterns';
import type { PlotDetails } from './plots-screen-types';

export type PlotDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is known of the plot: its row in the list at once, its own load once it has come. */
  plot: PlotDetails | null;
  /** The details are loading and nothing is known yet. */
  isLoading?: boolean;
  /** Why there is nothing to show, e.g. 'Plot not found'. */
  errorMessage?: string | null;
  onEdit: (plot: PlotDetails) => void;
  /**
   * Where 'Book this plot' leads for an Available plot: the booking form with its project and
   * plot chosen, e.g. '/bookings?bookPlot=17'. Left out (the user may not create bookings), it is
   * not offered.
   */
  bookHref?: (plot: PlotDetails) => string;
  timeZone?: string;
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
};

/**
 * A plot, read-only: its number, project, size, status and remark, with 'Edit Plot', and 'Book
 * this plot' while it is Available; for whoever may see the audit trail, the History of every
 * change to it.
 */
export function PlotDetailsModal({
  isOpen,
  onOpenChange,
  plot,
  isLoading = false,
  errorMessage = null,
  onEdit,
  bookHref,
  timeZone = BROWSER_TIME_ZONE,
  audit,
}: PlotDetailsModalProps) {
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Plot Details"
      record={plot}
      isLoading={isLoading}
      errorMessage={errorMessage}
      loadingLabel="Loading plot details"
      footer={(shown) => (
        <>
          {shown?.status === 'Available' && bookHref && (
            // A way to another page, so a link, dressed as the buttons beside it.
            <Link href={bookHref(shown)} className={button} data-variant="secondary">
              Book this plot
            </Link>
          )}
          <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
            Edit Plot
          </Button>
        </>
      )}
      audit={audit}
      timeZone={timeZone}
    >
      {(shown) => (
        <DetailList size="large">
          <Detail term="Plot Number">{shown.plotNumber}</Detail>
          <Detail term="Project">{shown.projectName}</Detail>
          <Detail term="Size">{plotSizeLabel(shown.plotSize, shown.sizeUnit)}</Detail>
          <Detail term="Status">
            <StatusBadge status={shown.status} />
          </Detail>
          {shown.createdAt && (
            <Detail term="Created On">{formatDate(shown.createdAt, timeZone)}</Detail>
          )}
          <Detail term="Remark">{shown.remark || NO_PLOT_REMARK_TEXT}</Detail>
        </DetailList>
      )}
    </RecordDetailsModal>
  );
}
