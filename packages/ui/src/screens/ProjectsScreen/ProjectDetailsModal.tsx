import {
  PLOT_STATUSES,
  availablePlotsSummary,
  formatDate,
  plotStatusCounts,
  sqFtToSqYd,
  sqYdToSqFt,
} from '@plotline/domain';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { BROWSER_TIME_ZONE } from '../shared';
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
};

/** A project, read-only: its areas, amenities and plots, with 'Edit Project'. */
export function ProjectDetailsModal({
  isOpen,
  onOpenChange,
  project,
  isLoading = false,
  errorMessage = null,
  onEdit,
  timeZone = BROWSER_TIME_ZONE,
}: ProjectDetailsModalProps) {
  const shown = errorMessage ? null : project;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Project Details"
        footer={
          <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
            Edit Project
          </Button>
        }
      >
        {shown ? (
          <ProjectFacts project={shown} timeZone={timeZone} />
        ) : errorMessage ? (
          <p className={styles.message}>{errorMessage}</p>
        ) : (
          isLoading && (
            <div className={styles.loading}>
              <Spinner aria-label="Loading project details" />
            </div>
          )
        )}
      </Dialog>
    </Modal>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      {children}
    </div>
  );
}

function ProjectFacts({ project, timeZone }: { project: ProjectDetails; timeZone: string }) {
  const { projectAmenities, plots } = project;
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <Fact term="Project Name">
          <dd className={styles.value}>{project.name}</dd>
        </Fact>
        <Fact term="Created On">
          <dd className={styles.value}>{formatDate(project.createdAt, timeZone)}</dd>
        </Fact>
        <Fact term="Total Project Area">
          <dd className={styles.value}>{sqFtText(project.totalProjectArea)}</dd>
          <dd className={styles.detail}>{sqYdText(sqFtToSqYd(project.totalProjectArea))}</dd>
        </Fact>
        <Fact term="Roads Area">
          <dd className={styles.value}>{sqFtText(project.roadsArea)}</dd>
          <dd className={styles.detail}>{sqYdText(sqFtToSqYd(project.roadsArea))}</dd>
        </Fact>
        <Fact term="Saleable Area">
          <dd className={styles.value}>{sqYdText(project.totalSaleableArea)}</dd>
          <dd className={styles.detail}>{sqFtText(sqYdToSqFt(project.totalSaleableArea))}</dd>
        </Fact>
        <Fact term="Total Plots">
          <dd className={styles.value}>{project.totalPlots}</dd>
        </Fact>
        <Fact term="Available Plots">
          <dd className={styles.value}>
            {availablePlotsSummary(project.totalPlots, project.availablePlots)}
          </dd>
        </Fact>
      </dl>

      <section className={styles.section}>
        <Heading level={3} className={styles.sectionHeading}>
          Amenities
        </Heading>
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
      </section>

      {plots && plots.length > 0 && <PlotsByStatus plots={plots} />}
    </div>
  );
}

function PlotsByStatus({ plots }: { plots: readonly { status: string }[] }) {
  const counts = plotStatusCounts(plots);
  return (
    <section className={styles.section}>
      <Heading level={3} className={styles.sectionHeading}>
        Plots by Status
      </Heading>
      <ul className={styles.statusCounts}>
        {PLOT_STATUSES.map((status) => (
          <li key={status} className={styles.statusCount}>
            <StatusBadge status={status} />
            <span className={styles.count}>{counts[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
