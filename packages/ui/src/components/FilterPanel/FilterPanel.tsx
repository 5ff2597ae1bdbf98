import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './FilterPanel.css';

export type FilterPanelProps = {
  /** The filter fields, each with its own label. */
  children: ReactNode;
  /** Whether any filter differs from its default; 'Clear All Filters' is disabled otherwise. */
  isFiltered: boolean;
  onClear: () => void;
  /** Names the region instead of its heading, for a screen with more than one filter panel. */
  'aria-label'?: string;
};

/** A 'Filters' region laying its fields out in a responsive grid, ending in 'Clear All Filters'. */
export function FilterPanel({
  children,
  isFiltered,
  onClear,
  'aria-label': ariaLabel,
}: FilterPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel === undefined ? headingId : undefined}
      className={styles.panel}
    >
      <h2 id={headingId} className={styles.heading}>
        Filters
      </h2>
      <div className={styles.fields}>
        {children}
        <div className={styles.clear}>
          <Button variant="secondary" isDisabled={!isFiltered} onPress={onClear}>
            Clear All Filters
          </Button>
        </div>
      </div>
    </section>
  );
}
