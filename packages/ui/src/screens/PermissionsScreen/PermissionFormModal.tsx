import {
  GENERAL_PERMISSION_GROUP,
  PERMISSION_MODULE_OPTIONS,
  isPermissionModule,
  newPermissionForm,
  permissionFormOf,
  TEXT_LIMITS,
  validatePermission,
  type PermissionForm,
} from '@plotline/domain';
import { Checkbox } from '../../components/Checkbox';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import type { PermissionRow } from './permission-types';
import { form as formStyle } from './PermissionFormModal.css';

/** The Select's key for no module, which no module is called. */
const NO_MODULE = 'none';

export type PermissionFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The permission being edited; null to add one. */
  permission: PermissionRow | null;
  /** Saves; resolves (never rejects) with the outcome. Closing on success is the caller's. */
  onSave: (form: PermissionForm) => Promise<SaveOutcome>;
  /**
   * A warning above the fields of the permission being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/**
 * The Add Permission and Edit Permission modal: Permission Name (required, module.action),
 * Description, Module (or none: 'General') and Active.
 */
export function PermissionFormModal({
  isOpen,
  onOpenChange,
  permission,
  onSave,
  notice,
}: PermissionFormModalProps) {
  const isEditing = permission !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEditing ? 'Edit Permission' : 'Add Permission'}
      submitLabel={isEditing ? 'Update Permission' : 'Create Permission'}
      formClassName={formStyle}
      notice={isEditing ? notice : undefined}
    >
      <PermissionFields permission={permission} onSave={onSave} />
    </FormModal>
  );
}

type PermissionFieldsProps = Pick<PermissionFormModalProps, 'permission' | 'onSave'>;

/** The module choices: none, the offered modules, and a stored module not offered, as it is. */
function moduleOptions(module: string) {
  return [
    { id: NO_MODULE, label: `None (${GENERAL_PERMISSION_GROUP})` },
    ...PERMISSION_MODULE_OPTIONS,
    ...(module !== '' && !isPermissionModule(module) ? [{ id: module, label: module }] : []),
  ];
}

/** The form's fields; they mount on each opening, so they start from fresh values. */
function PermissionFields({ permission, onSave }: PermissionFieldsProps) {
  const {
    values,
    errors,
    setErrors,
    change: handleChange,
  } = useFormFields(
    () => (permission ? permissionFormOf(permission) : newPermissionForm()),
    // The name's message may be about its module, so a new module clears it too.
    { module: ['name'] },
  );
  useFormSave({
    validate: () => validatePermission(values),
    save: () => onSave(values),
    onErrors: setErrors,
  });

  return (
    <>
      <TextField
        name="name"
        label="Permission Name"
        maxLength={TEXT_LIMITS.name}
        description="module.action in lowercase, e.g. users.view"
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
      <Select
        name="module"
        label="Module"
        items={moduleOptions(values.module)}
        value={values.module === '' ? NO_MODULE : values.module}
        onChange={(key) =>
          handleChange('module')(key === null || key === NO_MODULE ? '' : String(key))
        }
        errorMessage={errors.module}
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
