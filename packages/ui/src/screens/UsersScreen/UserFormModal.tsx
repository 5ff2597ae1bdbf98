import {
  newUserForm,
  TEXT_LIMITS,
  userFormOf,
  validateUser,
  type UserForm,
} from '@plotline/domain';
import { Checkbox } from '../../components/Checkbox';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import type { UserRow } from './users-screen-types';
import * as styles from './UsersScreen.css';

export type UserFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The user being edited; null to add one. */
  user: UserRow | null;
  /** Saves; resolves (never rejects) with the outcome. Closing on success is the caller's. */
  onSave: (form: UserForm) => Promise<SaveOutcome>;
  /**
   * A warning above the fields of the user being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/**
 * The Add User and Edit User modal (docs/product/screens.md "Users"): Username and Email
 * required, the names and phone, a Password only when adding, and 'Active User'.
 */
export function UserFormModal({ isOpen, onOpenChange, user, onSave, notice }: UserFormModalProps) {
  const isEditing = user !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEditing ? 'Edit User' : 'Add User'}
      submitLabel={isEditing ? 'Update User' : 'Create User'}
      formClassName={styles.form}
      notice={isEditing ? notice : undefined}
    >
      <UserFields user={user} onSave={onSave} />
    </FormModal>
  );
}

type UserFieldsProps = Pick<UserFormModalProps, 'user' | 'onSave'>;

/** The form's fields; they mount on each opening, so they start from fresh values. */
function UserFields({ user, onSave }: UserFieldsProps) {
  const isCreate = user === null;
  const {
    values,
    errors,
    setErrors,
    change: handleChange,
  } = useFormFields(() => (user ? userFormOf(user) : newUserForm()));
  useFormSave({
    validate: () => validateUser(values, { isCreate }),
    save: () => onSave(values),
    onErrors: setErrors,
  });

  const textField = (field: 'firstName' | 'lastName' | 'phoneNumber', label: string) => (
    <TextField
      name={field}
      label={label}
      maxLength={field === 'phoneNumber' ? TEXT_LIMITS.phone : TEXT_LIMITS.name}
      value={values[field]}
      onChange={handleChange(field)}
      errorMessage={errors[field]}
      {...(field === 'phoneNumber' && { type: 'tel', autoComplete: 'off' })}
    />
  );

  return (
    <>
      <div className={styles.twoColumns}>
        <TextField
          name="username"
          label="Username"
          maxLength={TEXT_LIMITS.username}
          isRequired
          autoComplete="off"
          value={values.username}
          onChange={handleChange('username')}
          errorMessage={errors.username}
        />
        <TextField
          name="email"
          label="Email"
          maxLength={TEXT_LIMITS.email}
          type="email"
          isRequired
          autoComplete="off"
          value={values.email}
          onChange={handleChange('email')}
          errorMessage={errors.email}
        />
        {textField('firstName', 'First Name')}
        {textField('lastName', 'Last Name')}
        {textField('phoneNumber', 'Phone Number')}
        {isCreate && (
          <PasswordField
            name="password"
            label="Password"
            maxLength={TEXT_LIMITS.password}
            isRequired
            autoComplete="new-password"
            value={values.password}
            onChange={handleChange('password')}
            errorMessage={errors.password}
          />
        )}
      </div>
      <Checkbox
        name="isActive"
        isSelected={values.isActive}
        onChange={handleChange('isActive')}
        errorMessage={errors.isActive}
      >
        Active User
      </Checkbox>
    </>
  );
}
