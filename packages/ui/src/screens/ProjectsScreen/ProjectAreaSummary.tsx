import { projectSaleableAreaSqYd, sqYdToSqFt, type ProjectForm } from '@plotline/domain';
import { sqFtText, sqYdText } from './area-text';
import * as styles from './ProjectFormModal.css';

export type ProjectAreaSummaryProps = {
  /** The form as typed so far; empty areas count as nothing. */
  form: ProjectForm;
  /** 'Total used area (roads + amenities) cannot exceed total project area', after a submit. */
  usedAreaError?: string;
};

/** The saleable area as the areas are typed: total minus roads and amenities, in sq yards. */
export function ProjectAreaSummary({ form, usedAreaError }: ProjectAreaSummaryProps) {
  const saleableSqYd = projectSaleableAreaSqYd(form);
  return (
    <div className={styles.summary}>
      <dl className={styles.saleable}>
        <dt className={styles.saleableLabel}>Saleable Area</dt>
        <dd className={styles.saleableValue} data-over={saleableSqYd < 0 || undefined}>
          {sqYdText(saleableSqYd)}
        </dd>
        <dd className={styles.saleableDetail}>
          {sqFtText(sqYdToSqFt(saleableSqYd))}: total project area minus roads and amenities
        </dd>
      </dl>
      {usedAreaError && (
        <p role="alert" className={styles.usedAreaError}>
          {usedAreaError}
        </p>
      )}
    </div>
  );
}
