import {
  amenityFormOf,
  newAmenityForm,
  TEXT_LIMITS,
  validateAmenity,
  type AmenityForm,
} from '@plotline/domain';
import { Checkbox } from '../../components/Checkbox';
import { TextField } from '../../components/TextField';
import { FormModal, useFormFields, useFormSave, type SaveOutcome } from '../../patterns';
import type { AmenityItem } from './amenity-item';
import { form as formStyle } from './AmenityFormModal.css';

export type AmenityFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The amenity being edited; null to add one. */
  amenity: AmenityItem | null;
  /** Saves; resolves (never rejects) with the outcome. Closing on success is the caller's. */
  onSave: (form: AmenityForm) => Promise<SaveOutcome>;
  /**
   * A warning above the fields of the amenity being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/** The Add Amenity and Edit Amenity modal. */
export function AmenityFormModal({
  isOpen,
  onOpenChange,
  amenity,
  onSave,
  notice,
}: AmenityFormModalProps) {
  const isEditing = amenity !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEditing ? 'Edit Amenity' : 'Add Amenity'}
      submitLabel={isEditing ? 'Update Amenity' : 'Create Amenity'}
      formClassName={formStyle}
      notice={isEditing ? notice : undefined}
    >
      <AmenityFields amenity={amenity} onSave={onSave} />
    </FormModal>
  );
}

type AmenityFieldsProps = Pick<AmenityFormModalProps, 'amenity' | 'onSave'>;

/** The form's fields; they mount on each opening, so they start from fresh values. */
function AmenityFields({ amenity, onSave }: AmenityFieldsProps) {
  const {
    values,
    errors,
    setErrors,
    change: handleChange,
  } = useFormFields(() => (amenity ? amenityFormOf(amenity) : newAmenityForm()));
  useFormSave({
    validate: () => validateAmenity(values),
    save: () => onSave(values),
    onErrors: setErrors,
  });

  return (
    <>
      <TextField
        name="name"
        label="Amenity Name"
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
      <TextField
        name="metadata"
        label="Additional Notes"
        maxLength={TEXT_LIMITS.note}
        multiline
        value={values.metadata}
        onChange={handleChange('metadata')}
        errorMessage={errors.metadata}
      />
    </>
  );
}
