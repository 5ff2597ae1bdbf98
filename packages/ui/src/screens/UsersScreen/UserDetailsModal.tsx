import {
  displayName,
  formatDate,
  lastLoginLabel,
  userActionsOf,
  userStatusLabel,
  type UserAction,
  type UserGrants,
  type UserViewer,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { EmailLink, PhoneLink } from '../../components/ContactLink';
import { Detail, DetailList, DetailSection } from '../../components/DetailList';
import { StatusBadge } from '../../components/StatusBadge';
import { BROWSER_TIME_ZONE, RecordDetailsModal, type AuditHistory } from '../../patterns';
import { UserRoleBadges } from './UserRoleBadges';
import type { UserDetails } from './users-screen-types';
import * as styles from './UserDetailsModal.css';

export type UserDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is known of the user: their row in the list at once, their details once loaded. */
  user: UserDetails | null;
  /** The details are loading and nothing is known yet. */
  isLoading?: boolean;
  /** Why there is nothing to show, e.g. 'User not found'. */
  errorMessage?: string | null;
  /** What the signed-in user may do (userGrantsOf); the footer offers only those buttons. */
  can: UserGrants;
  /** The signed-in user and their permissions: a user holding more than they do offers none. */
  viewer: UserViewer | null;
  onEdit: (user: UserDetails) => void;
  onManageRoles: (user: UserDetails) => void;
  timeZone?: string;
  /** Their audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
};

/**
 * A user, read-only: who they are, how to reach them, their status, roles and what those grant,
 * with 'Manage Roles' and 'Edit User' for whoever may change them; for whoever may see the audit
 * trail, the History of every change to them.
 */
export function UserDetailsModal({
  isOpen,
  onOpenChange,
  user,
  isLoading = false,
  errorMessage = null,
  can,
  viewer,
  onEdit,
  onManageRoles,
  timeZone = BROWSER_TIME_ZONE,
  audit,
}: UserDetailsModalProps) {
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="User Details"
      record={user}
      isLoading={isLoading}
      errorMessage={errorMessage}
      loadingLabel="Loading user details"
      footer={(shown) => (
        <UserDetailsButtons
          shown={shown}
          can={can}
          viewer={viewer}
          onEdit={onEdit}
          onManageRoles={onManageRoles}
        />
      )}
      audit={audit}
      timeZone={timeZone}
    >
      {(shown) => <UserFacts user={shown} timeZone={timeZone} />}
    </RecordDetailsModal>
  );
}

type UserDetailsButtonsProps = Pick<
  UserDetailsModalProps,
  'can' | 'viewer' | 'onEdit' | 'onManageRoles'
> & { shown: UserDetails | null };

/**
 * Until the user is known, the buttons users.edit allows wait disabled, so the footer does not
 * jump; once known, the rules of the user's row decide (out of the viewer's reach: none).
 */
function UserDetailsButtons({
  shown,
  can,
  viewer,
  onEdit,
  onManageRoles,
}: UserDetailsButtonsProps) {
  const awaited: readonly UserAction[] = can.edit ? ['edit', 'manageRoles'] : [];
  const offered = shown ? userActionsOf(shown, can, viewer) : awaited;
  return (
    <>
      {offered.includes('manageRoles') && (
        <Button
          variant="secondary"
          isDisabled={!shown}
          onPress={() => shown && onManageRoles(shown)}
        >
          Manage Roles
        </Button>
      )}
      {offered.includes('edit') && (
        <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
          Edit User
        </Button>
      )}
    </>
  );
}

function UserFacts({ user, timeZone }: { user: UserDetails; timeZone: string }) {
  const hasName = Boolean(user.firstName?.trim() || user.lastName?.trim());
  const phone = user.phoneNumber?.trim();
  return (
    <div className={styles.details}>
      <DetailList>
        <Detail term="Username">{user.username}</Detail>
        {hasName && <Detail term="Full Name">{displayName(user)}</Detail>}
        <Detail term="Email">
          <span className={styles.anywhere}>
            <EmailLink address={user.email} />
          </span>
        </Detail>
        <Detail term="Phone Number">{phone ? <PhoneLink number={phone} /> : 'Not provided'}</Detail>
        <Detail
          term="Status"
          notes={[user.passwordChangeRequired && 'Must change the password at the next sign-in']}
        >
          <StatusBadge status={userStatusLabel(user)} />
        </Detail>
        <Detail term="Roles">
          <UserRoleBadges roles={user.roles} />
        </Detail>
        <Detail term="Last Login">{lastLoginLabel(user.lastLoginAt, timeZone)}</Detail>
        <Detail term="Created On">{formatDate(user.createdAt, timeZone)}</Detail>
      </DetailList>
      <DetailSection heading="Permissions">
        {user.permissions.length === 0 ? (
          <p className={styles.message}>No permissions</p>
        ) : (
          <ul className={styles.permissions}>
            {[...user.permissions].sort().map((permission) => (
              <li key={permission}>{permission}</li>
            ))}
          </ul>
        )}
      </DetailSection>
    </div>
  );
}
