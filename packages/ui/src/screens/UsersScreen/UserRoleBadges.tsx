import { NO_ROLES_LABEL, roleBadgeColour, type RoleBadgeColour } from '@plotline/domain';
import { Badge, type BadgeTone } from '../../components/Badge';
import * as styles from './UsersScreen.css';

/** Red for Admin, yellow for Manager, green for the others; the badge names the role. */
const ROLE_TONES: Readonly<Record<RoleBadgeColour, BadgeTone>> = {
  red: 'danger',
  yellow: 'caution',
  green: 'success',
};

/** A user's roles as a list of badges, as the table and the details show them; 'No roles' for none. */
export function UserRoleBadges({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <span className={styles.muted}>{NO_ROLES_LABEL}</span>;
  return (
    <ul className={styles.roles}>
      {roles.map((role) => (
        <li key={role}>
          <Badge tone={ROLE_TONES[roleBadgeColour(role)]}>{role.trim()}</Badge>
        </li>
      ))}
    </ul>
  );
}
