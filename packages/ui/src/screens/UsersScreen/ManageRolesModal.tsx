import {
  displayName,
  NO_ROLES_TO_OFFER,
  roleChoiceDescription,
  roleIdsOfNames,
  selectedRolesLabel,
  type RoleChoice,
} from '@plotline/domain';
import { useState } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { Badge } from '../../components/Badge';
import { Checkbox } from '../../components/Checkbox';
import { label as labelStyle } from '../../components/field';
import { Spinner } from '../../components/Spinner';
import { FormModal, useFormModal, useFormSave, type SaveOutcome } from '../../patterns';
import type { UserRow } from './users-screen-types';
import * as styles from './UsersScreen.css';

export type ManageRolesModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whose roles these are; `user.roles` names the roles ticked at first. */
  user: UserRow;
  /** Every role to offer, in order. */
  roles: readonly RoleChoice[];
  /** The roles are still loading: the boxes wait for them, so the user's own start ticked. */
  isLoadingRoles: boolean;
  /** Replaces the user's roles by these ids; resolves (never rejects). Closing is the caller's. */
  onSave: (roleIds: number[]) => Promise<SaveOutcome>;
  /**
   * A warning above the choices, e.g. the domain's changedWhileEditingNotice once someone else
   * changed the user meanwhile.
   */
  notice?: string;
};

/**
 * Manage Roles (docs/product/screens.md "Users"): a checkbox per role with its description,
 * inactive roles marked, and how many are selected. Saving replaces the user's whole set.
 */
export function ManageRolesModal({
  isOpen,
  onOpenChange,
  user,
  roles,
  isLoadingRoles,
  onSave,
  notice,
}: ManageRolesModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Manage Roles for ${displayName(user)}`}
      submitLabel="Save Roles"
      formClassName={styles.form}
      notice={notice}
    >
      {isLoadingRoles ? (
        <RolesLoading />
      ) : (
        <RoleChoices user={user} roles={roles} onSave={onSave} />
      )}
    </FormModal>
  );
}

/** Nothing to save while the roles load. */
function RolesLoading() {
  useFormModal(() => {}, undefined, true);
  return <Spinner aria-label="Loading roles" />;
}

type RoleChoicesProps = Pick<ManageRolesModalProps, 'user' | 'roles' | 'onSave'>;

/** The boxes; they mount once the roles are in, ticked as the user holds them. */
function RoleChoices({ user, roles, onSave }: RoleChoicesProps) {
  const [selected, setSelected] = useState(() => roleIdsOfNames(user.roles, roles).map(String));
  useFormSave({
    validate: () => ({}),
    save: () =>
      onSave(roles.filter((role) => selected.includes(String(role.id))).map((role) => role.id)),
    onErrors: () => {},
  });

  if (roles.length === 0) return <p className={styles.subject}>{NO_ROLES_TO_OFFER}</p>;

  return (
    <CheckboxGroup value={selected} onChange={setSelected} className={styles.roleList}>
      <Label className={labelStyle}>Roles</Label>
      {roles.map((role) => (
        <Checkbox
          key={role.id}
          value={String(role.id)}
          description={
            role.isActive ? (
              roleChoiceDescription(role)
            ) : (
              <span className={styles.inactiveNote}>
                <Badge>Inactive</Badge>
                {roleChoiceDescription(role)}
              </span>
            )
          }
        >
          {role.name}
        </Checkbox>
      ))}
      <p role="status" className={styles.roleCount}>
        {selectedRolesLabel(selected.length)}
      </p>
    </CheckboxGroup>
  );
}
