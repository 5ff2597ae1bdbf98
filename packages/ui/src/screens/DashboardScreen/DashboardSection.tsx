import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { LoadFailedState } from '../../patterns';
import * as styles from './DashboardScreen.css';

export type DashboardSectionProps = {
  /** The section's heading, e.g. 'Projects Overview'. */
  title: string;
  /** Buttons beside the heading, e.g. 'View all 23'. */
  actions?: ReactNode;
  /** Its first load is running: the skeleton stands in and the section says it is busy. */
  isLoading: boolean;
  /** Why it could not be shown: the text and 'Try Again' stand in for it. */
  error: string | null;
  /** Loads again; without it there is no 'Try Again'. */
  onRetry?: () => void;
  /** The shape of what is loading; a few lines of text when left out. */
  skeleton?: ReactNode;
  children: ReactNode;
};

/**
 * One card of the dashboard, loaded on its own: a failure in one section leaves the others as
 * they are (the host logs it; no toast, docs/product/messages.md).
 */
export function DashboardSection({
  title,
  actions,
  isLoading,
  error,
  onRetry,
  skeleton = <SkeletonLines count={4} />,
  children,
}: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      className={styles.section}
    >
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {!isLoading && !error && actions}
      </div>
      {isLoading ? (
        skeleton
      ) : error ? (
        <LoadFailedState message={error} onRetry={onRetry} />
      ) : (
        children
      )}
    </section>
  );
}

/** Lines where a table's rows will be. */
export function SkeletonLines({ count, height = '32px' }: { count: number; height?: string }) {
  return (
    <div className={styles.skeletonLines}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
