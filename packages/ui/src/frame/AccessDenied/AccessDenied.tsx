import { ACCESS_DENIED } from '@plotline/domain';
import * as styles from './AccessDenied.css';

/** Whether the page needs a permission or a role the signed-in user lacks. */
export type AccessDeniedReason = 'permission' | 'role';

export type AccessDeniedProps = {
  reason: AccessDeniedReason;
};

/** What a guarded page shows to a signed-in user who may not open it. */
export function AccessDenied({ reason }: AccessDeniedProps) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{ACCESS_DENIED.title}</h1>
      <p className={styles.message}>
        {reason === 'role' ? ACCESS_DENIED.noRole : ACCESS_DENIED.noPermission}
      </p>
    </div>
  );
}
