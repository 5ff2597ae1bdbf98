import {
  canSubmitChangePassword,
  CHANGE_PASSWORD_TEXTS,
  displayName,
  TEXT_LIMITS,
  validateChangePassword,
  type FieldErrors,
} from '@plotline/domain';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { PasswordField } from '../../components/PasswordField';
import { FormModal, useFormSave, type Loadable, type SaveOutcome } from '../../patterns';
import { CurrentPasswordField } from './CurrentPasswordField';
import type { UserRow } from './users-screen-types';
import * as styles from './UsersScreen.css';

export type ChangePasswordModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whose password changes. */
  user: UserRow;
  /** The current password as the host loaded it (a failed load on this server). */
  currentPassword: Loadable<string>;
  /** Sets the new password; resolves (never rejects). Closing on success is the caller's. */
  onSave: (newPassword: string) => Promise<SaveOutcome>;
};

/**
 * Change Password (docs/product/screens.md "Users"): the current password read-only and masked
 * with a show/hide toggle, the new one twice, and a warning that the change is immediate. The
 * submit stays disabled until the new password is long enough and confirmed.
 */
export function ChangePasswordModal({
  isOpen,
  onOpenChange,
  user,
  currentPassword,
  onSave,
}: ChangePasswordModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Change Password for ${displayName(user)}`}
      submitLabel="Update Password"
      formClassName={styles.form}
    >
      <ChangePasswordFields user={user} currentPassword={currentPassword} onSave={onSave} />
    </FormModal>
  );
}

type PasswordValues = { newPassword: string; confirmPassword: string };

type ChangePasswordFieldsProps = Pick<
  ChangePasswordModalProps,
  'user' | 'currentPassword' | 'onSave'
>;

/** The fields; they mount on each opening, so each opening starts empty. */
function ChangePasswordFields({ user, currentPassword, onSave }: ChangePasswordFieldsProps) {
  const [values, setValues] = useState<PasswordValues>({ newPassword: '', confirmPassword: '' });
  // A field's message shows once the user has left it, then follows what is typed.
  const [left, setLeft] = useState<Partial<Record<keyof PasswordValues, true>>>({});
  const [refused, setRefused] = useState<FieldErrors>({});
  useFormSave({
    validate: () => validateChangePassword(values),
    save: () => onSave(values.newPassword),
    onErrors: setRefused,
    isSubmitDisabled: !canSubmitChangePassword(values),
  });

  const found = validateChangePassword(values);
  const messageOf = (name: keyof PasswordValues) =>
    refused[name] ?? (left[name] ? found[name] : undefined);

  const passwordField = (name: keyof PasswordValues, label: string) => (
    <PasswordField
      name={name}
      label={label}
      maxLength={TEXT_LIMITS.password}
      isRequired
      autoComplete="new-password"
      value={values[name]}
      onChange={(text) => {
        setValues((current) => ({ ...current, [name]: text }));
        setRefused(({ [name]: _cleared, ...rest }) => rest);
      }}
      onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}
      errorMessage={messageOf(name)}
    />
  );

  return (
    <>
      <p className={styles.subject}>
        {displayName(user)} (@{user.username})
      </p>
      <p className={styles.warning}>
        <Icon name="circleAlert" />
        {CHANGE_PASSWORD_TEXTS.takesEffectAtOnce}
      </p>
      <CurrentPasswordField currentPassword={currentPassword} />
      {passwordField('newPassword', 'New Password')}
      {passwordField('confirmPassword', 'Confirm New Password')}
    </>
  );
}
