import {
  newRoleForm,
  roleFormOf,
  TEXT_LIMITS,
  validateRole,
  type RoleForm,
} from '@plotline/domain';
import { Checkbox } from '../../components/Checkbox';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import type { RoleRow } from './role-types';
import { form as formStyle } from './RoleFormModal.css';

export type RoleFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The role being edited; null to add one. */
  role: RoleRow | null;
  /** Saves; resolves (never rejects) with the outcome. Closing on success is the caller's. */
  onSave: (form: RoleForm) => Promise<SaveOutcome>;
  /**
   * A warning above the fields of the role being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/** The Add Role and Edit Role modal: Role Name (required), Description and Active. */
export function RoleFormModal({ isOpen, onOpenChange, role, onSave, notice }: RoleFormModalProps) {
  const isEditing = role !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEditing ? 'Edit Role' : 'Add Role'}
      submitLabel={isEditing ? 'Update Role' : 'Create Role'}
      formClassName={formStyle}
      notice={isEditing ? notice : undefined}
    >
      <RoleFields role={role} onSave={onSave} />
    </FormModal>
  );
}

type RoleFieldsProps = Pick<RoleFormModalProps, 'role' | 'onSave'>;

/** The form's fields; they mount on each opening, so they start from fresh values. */
function RoleFields({ role, onSave }: RoleFieldsProps) {
  const {
    values,
    errors,
    setErrors,
    change: handleChange,
  } = useFormFields(() => (role ? roleFormOf(role) : newRoleForm()));
  useFormSave({
    validate: () => validateRole(values),
    save: () => onSave(values),
    onErrors: setErrors,
  });

  return (
    <>
      <TextField
        name="name"
        label="Role Name"
        maxLength={TEXT_LIMITS.name}
        isRequired
        value={values.name}
        onChange={handleChange('name')}
        errorMessage={errors.name}
      />
      <TextField
        name="description"
        label="Description"
        maxLength={TEXT_LIMITS.note}
        multiline
        value={values.description}
        onChange={handleChange('description')}
        errorMessage={errors.description}
      />
      <Checkbox
        name="isActive"
        isSelected={values.isActive}
        onChange={handleChange('isActive')}
        errorMessage={errors.isActive}
      >
        Active
      </Checkbox>
    </>
  );
}
