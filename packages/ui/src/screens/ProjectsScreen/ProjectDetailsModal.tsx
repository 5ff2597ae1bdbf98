import {
  PLOT_STATUSES,
  availablePlotsSummary,
  formatDate,
  plotStatusCounts,
  sqFtToSqYd,
  sqYdToSqFt,
  withheldMessage,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { Detail, DetailList, DetailSection } from '../../components/DetailList';
import { StatusBadge } from '../../components/StatusBadge';
import { BROWSER_TIME_ZONE, RecordDetailsModal, type AuditHistory } from '../../patterns';
import { sqFtText, sqYdText } from './area-text';
import type { ProjectDetails } from './project-types';
import * as styles from './ProjectDetailsModal.css';

export type ProjectDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is known of the project: its row in the list at once, its details once loaded. */
  project: ProjectDetails | null;
  /** The details are loading and nothing is known yet. */
  isLoading?: boolean;
  /** Why there is nothing to show, e.g. 'Project not found'. */
  errorMessage?: string | null;
  onEdit: (project: ProjectDetails) => void;
  timeZone?: string;
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
};

/**
 * A project, read-only: its areas, amenities and plots, with 'Edit Project'; for whoever may see
 * the audit trail, the History of every change to it.
 */
export function ProjectDetailsModal({
  isOpen,
  onOpenChange,
  project,
  isLoading = false,
  errorMessage = null,
  onEdit,
  timeZone = BROWSER_TIME_ZONE,
  audit,
}: ProjectDetailsModalProps) {
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Project Details"
      record={project}
      isLoading={isLoading}
      errorMessage={errorMessage}
      loadingLabel="Loading project details"
      footer={(shown) => (
        <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
          Edit Project
        </Button>
      )}
      audit={audit}
      timeZone={timeZone}
    >
      {(shown) => <ProjectFacts project={shown} timeZone={timeZone} />}
    </RecordDetailsModal>
  );
}

function ProjectFacts({ project, timeZone }: { project: ProjectDetails; timeZone: string }) {
  const { projectAmenities, plots } = project;
  // The details list every plot the project counts, except to a viewer without plots.view, who
  // gets none: plots counted but none listed were withheld.
  const plotsWithheld = plots?.length === 0 && project.totalPlots > 0;
  return (
    <div className={styles.details}>
      <DetailList size="large">
        <Detail term="Project Name">{project.name}</Detail>
        <Detail term="Created On">{formatDate(project.createdAt, timeZone)}</Detail>
        <Detail term="Total Project Area" notes={[sqYdText(sqFtToSqYd(project.totalProjectArea))]}>
          {sqFtText(project.totalProjectArea)}
        </Detail>
        <Detail term="Roads Area" notes={[sqYdText(sqFtToSqYd(project.roadsArea))]}>
          {sqFtText(project.roadsArea)}
        </Detail>
        <Detail term="Saleable Area" notes={[sqFtText(sqYdToSqFt(project.totalSaleableArea))]}>
          {sqYdText(project.totalSaleableArea)}
        </Detail>
        <Detail term="Total Plots">{project.totalPlots}</Detail>
        <Detail term="Available Plots">
          {availablePlotsSummary(project.totalPlots, project.availablePlots)}
        </Detail>
      </DetailList>

      <DetailSection heading="Amenities">
        {projectAmenities.length === 0 ? (
          <p className={styles.message}>No amenities</p>
        ) : (
          <ul className={styles.amenities}>
            {projectAmenities.map((amenity) => (
              <li key={amenity.amenityId} className={styles.amenity}>
                <span className={styles.amenityName}>{amenity.name}</span>
                <span className={styles.amenityArea}>{sqFtText(amenity.area)}</span>
                {amenity.description && (
                  <span className={styles.amenityDescription}>{amenity.description}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      {plotsWithheld ? (
        <DetailSection heading="Plots by Status">
          <p className={styles.message}>{withheldMessage('plot')}</p>
        </DetailSection>
      ) : (
        plots && plots.length > 0 && <PlotsByStatus plots={plots} />
      )}
    </div>
  );
}

function PlotsByStatus({ plots }: { plots: readonly { status: string }[] }) {
  const counts = plotStatusCounts(plots);
  return (
    <DetailSection heading="Plots by Status">
      <ul className={styles.statusCounts}>
        {PLOT_STATUSES.map((status) => (
          <li key={status} className={styles.statusCount}>
            <StatusBadge status={status} />
            <span className={styles.count}>{counts[status]}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
