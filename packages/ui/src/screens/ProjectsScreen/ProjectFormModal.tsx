import {
  MAX_AREA_SQ_FT,
  newProjectAmenityRow,
  newProjectForm,
  projectFormFrom,
  TEXT_LIMITS,
  validateProject,
  type FieldErrors,
  type ProjectForm,
  type SavedProject,
} from '@plotline/domain';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { NumberField } from '../../components/NumberField';
import { TextField } from '../../components/TextField';
import { FormModal, useFormSave, type SaveOutcome } from '../../patterns';
import { ProjectAmenitiesField, type AreaFieldProps } from './ProjectAmenitiesField';
import { ProjectAreaSummary } from './ProjectAreaSummary';
import type { AmenityOption } from './project-types';
import {
  areaOf,
  typedNumber,
  withArea,
  withTypedArea,
  type AreaKey,
  type TypedArea,
} from './typed-area';
import * as styles from './ProjectFormModal.css';

export type ProjectFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The project being edited; null to add one. */
  project: SavedProject | null;
  /** The active amenities the form offers. */
  amenityChoices: readonly AmenityOption[];
  isLoadingAmenityChoices?: boolean;
  /** Saves; resolves (never rejects) with the outcome. Closing on success is the caller's. */
  onSave: (form: ProjectForm) => Promise<SaveOutcome>;
  /**
   * A warning above the fields of the project being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new one shows none.
   */
  notice?: string;
};

/** The Add Project and Edit Project modal. */
export function ProjectFormModal({
  isOpen,
  onOpenChange,
  isLoadingAmenityChoices = false,
  notice,
  ...fieldsProps
}: ProjectFormModalProps) {
  const isEditing = fieldsProps.project !== null;
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEditing ? 'Edit Project' : 'Add Project'}
      submitLabel={isEditing ? 'Update Project' : 'Create Project'}
      formClassName={styles.form}
      notice={isEditing ? notice : undefined}
    >
      <ProjectFields {...fieldsProps} isLoadingAmenityChoices={isLoadingAmenityChoices} />
    </FormModal>
  );
}

type ProjectFieldsProps = Pick<ProjectFormModalProps, 'project' | 'amenityChoices' | 'onSave'> & {
  isLoadingAmenityChoices: boolean;
};

// Areas are sq ft to two decimals, as formatArea shows them everywhere else.
const AREA_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

const AMENITY_ERROR = /^projectAmenities\./;

const areaErrorKey = (key: AreaKey) =>
  typeof key === 'number' ? `projectAmenities.${key}.area` : key;

function withoutErrors(errors: FieldErrors, drop: (key: string) => boolean): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !drop(key)));
}

/** The form's fields; they mount on each opening, so they start from fresh values. */
function ProjectFields({
  project,
  amenityChoices,
  isLoadingAmenityChoices,
  onSave,
}: ProjectFieldsProps) {
  const { locale } = useLocale();
  const [form, setForm] = useState(() => (project ? projectFormFrom(project) : newProjectForm()));
  const [typed, setTyped] = useState<TypedArea | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormSave({
    validate: () => validateProject(form),
    save: () => onSave(form),
    onErrors: setErrors,
  });

  const clearErrors = (...keys: string[]) =>
    setErrors((current) => withoutErrors(current, (key) => keys.includes(key)));

  const handleNameChange = (name: string) => {
    setForm((current) => ({ ...current, name }));
    clearErrors('name');
  };

  const handleAreaChange = (key: AreaKey, value: number | null) => {
    setForm((current) => withArea(current, key, value));
    setTyped(null);
    clearErrors(areaErrorKey(key), 'totalUsedArea');
  };

  const areaField = (key: AreaKey): AreaFieldProps => ({
    value: areaOf(form, key) ?? Number.NaN,
    onChange: (value) => handleAreaChange(key, Number.isNaN(value) ? null : value),
    onInput: (event) => setTyped({ key, value: typedNumber(event.currentTarget.value, locale) }),
    onBlur: () => setTyped(null),
    errorMessage: errors[areaErrorKey(key)],
    minValue: 0,
    maxValue: MAX_AREA_SQ_FT,
    formatOptions: AREA_FORMAT,
    isRequired: typeof key !== 'number',
  });

  const handleAddAmenity = ({ id, name, description }: AmenityOption) => {
    const row = newProjectAmenityRow({ id, name, description: description ?? undefined });
    setForm((current) => ({ ...current, projectAmenities: [...current.projectAmenities, row] }));
  };

  // Rows after the removed one move up, so their errors no longer match their index.
  const handleRemoveAmenity = (index: number) => {
    setForm((current) => ({
      ...current,
      projectAmenities: current.projectAmenities.filter((_, row) => row !== index),
    }));
    setErrors((current) =>
      withoutErrors(current, (key) => AMENITY_ERROR.test(key) || key === 'totalUsedArea'),
    );
  };

  return (
    <>
      <TextField
        name="name"
        label="Project Name"
        maxLength={TEXT_LIMITS.name}
        value={form.name}
        onChange={handleNameChange}
        errorMessage={errors.name}
        isRequired
      />
      <div className={styles.pair}>
        <NumberField
          name="totalProjectArea"
          label="Total Project Area (sq ft)"
          {...areaField('totalProjectArea')}
        />
        <NumberField name="roadsArea" label="Roads Area (sq ft)" {...areaField('roadsArea')} />
      </div>
      <ProjectAmenitiesField
        rows={form.projectAmenities}
        choices={amenityChoices}
        isLoadingChoices={isLoadingAmenityChoices}
        errors={errors}
        areaField={areaField}
        onAdd={handleAddAmenity}
        onRemove={handleRemoveAmenity}
      />
      <ProjectAreaSummary form={withTypedArea(form, typed)} usedAreaError={errors.totalUsedArea} />
    </>
  );
}
