import { userActionsOf, type UserAction, type UserGrants, type UserViewer } from '@plotline/domain';
import { Icon, type IconName } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import type { UserRow } from './users-screen-types';
import * as styles from './UsersScreen.css';

/** What each action does to a row's user; the table hands them on to the screen. */
export type UserActionHandlers = Readonly<Record<UserAction, (user: UserRow) => void>>;

/** Each action's icon and name; the name says whom it acts on ('Block asha'). */
const ACTIONS: Readonly<
  Record<UserAction, { icon: IconName; label: (username: string) => string }>
> = {
  approve: { icon: 'check', label: (username) => `Approve ${username}` },
  edit: { icon: 'edit', label: (username) => `Edit ${username}` },
  manageRoles: { icon: 'shield', label: (username) => `Manage roles of ${username}` },
  changePassword: { icon: 'key', label: (username) => `Change password of ${username}` },
  block: { icon: 'ban', label: (username) => `Block ${username}` },
  unblock: { icon: 'unlock', label: (username) => `Unblock ${username}` },
  revokeSessions: { icon: 'logOut', label: (username) => `Sign out ${username} everywhere` },
  delete: { icon: 'delete', label: (username) => `Delete ${username}` },
};

export type UserRowActionsProps = {
  user: UserRow;
  can: UserGrants;
  viewer: UserViewer | null;
  /** Opens the user's details. */
  onView: (user: UserRow) => void;
  on: UserActionHandlers;
};

/**
 * A user's buttons: View, then the changes the viewer's permissions allow (docs/product/access.md
 * "Administration"): none for a user holding more than the viewer, no Block or Delete on the
 * viewer's own row, and Approve rather than Block for an account waiting for approval. View is
 * offered on every row, since looking changes nothing and the page needs users.view already.
 */
export function UserRowActions({ user, can, viewer, onView, on }: UserRowActionsProps) {
  const offered = userActionsOf(user, can, viewer);
  return (
    <span className={styles.actions}>
      <IconButton
        aria-label={`View ${user.username}`}
        icon={<Icon name="eye" />}
        size="small"
        hasTooltip
        onPress={() => onView(user)}
      />
      {offered.map((action) => (
        <IconButton
          key={action}
          aria-label={ACTIONS[action].label(user.username)}
          icon={<Icon name={ACTIONS[action].icon} />}
          size="small"
          hasTooltip
          onPress={() => on[action](user)}
        />
      ))}
    </span>
  );
}
