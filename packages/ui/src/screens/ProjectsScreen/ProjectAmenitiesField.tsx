import { canAddAmenity, type FieldErrors, type ProjectAmenityRow } from '@plotline/domain';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox } from '../../components/ComboBox';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { NumberField, type NumberFieldProps } from '../../components/NumberField';
import { FieldGroup } from '../../patterns';
import type { AmenityOption } from './project-types';
import * as styles from './ProjectFormModal.css';

/** What the form gives each amenity's area field: its value, its handlers and its error. */
export type AreaFieldProps = Omit<NumberFieldProps, 'label'>;

export type ProjectAmenitiesFieldProps = {
  rows: readonly ProjectAmenityRow[];
  /** The active amenities; those already added are not offered again. */
  choices: readonly AmenityOption[];
  isLoadingChoices: boolean;
  errors: FieldErrors;
  areaField: (index: number) => AreaFieldProps;
  onAdd: (amenity: AmenityOption) => void;
  onRemove: (index: number) => void;
};

function pickerHint(isLoading: boolean, choices: number, offered: number): string | undefined {
  if (isLoading) return 'Loading amenities...';
  if (choices === 0) return 'There are no active amenities to add.';
  if (offered === 0) return 'Every active amenity has been added.';
  return undefined;
}

/** The project's amenities: pick one to add it once, then give each its area in sq ft. */
export function ProjectAmenitiesField({
  rows,
  choices,
  isLoadingChoices,
  errors,
  areaField,
  onAdd,
  onRemove,
}: ProjectAmenitiesFieldProps) {
  // Each pick mounts a fresh, empty picker and moves to the new amenity's area, the next thing
  // to type; emptying the picker in place would reopen its list over the rows.
  const [picked, setPicked] = useState<{ count: number; amenityId: number | null }>({
    count: 0,
    amenityId: null,
  });
  const rowsRef = useRef<HTMLUListElement>(null);
  const offered = choices.filter((choice) => canAddAmenity(rows, choice.id));
  const hint = pickerHint(isLoadingChoices, choices.length, offered.length);

  // Selected, so typing replaces the default 0 rather than appending to it.
  useEffect(() => {
    if (picked.amenityId === null) return;
    const area = rowsRef.current?.querySelector<HTMLInputElement>(
      `[data-amenity-id="${picked.amenityId}"] input`,
    );
    area?.focus();
    area?.select();
  }, [picked]);

  const handlePick = (key: Key | null) => {
    const amenity = offered.find((choice) => choice.id === key);
    if (!amenity) return;
    onAdd(amenity);
    setPicked(({ count }) => ({ count: count + 1, amenityId: amenity.id }));
  };

  return (
    <FieldGroup legend="Amenities">
      <ComboBox
        key={picked.count}
        label="Add amenity"
        placeholder="Choose an amenity"
        items={offered.map((choice) => ({ id: choice.id, label: choice.name }))}
        onChange={handlePick}
        description={hint}
        isDisabled={offered.length === 0}
      />
      {rows.length === 0 ? (
        <p className={styles.noAmenities}>No amenities added.</p>
      ) : (
        <ul ref={rowsRef} className={styles.amenityRows}>
          {rows.map((row, index) => {
            const amenityError = errors[`projectAmenities.${index}.amenityId`];
            return (
              <li key={row.amenityId} data-amenity-id={row.amenityId} className={styles.amenityRow}>
                <div className={styles.amenityName}>
                  <span className={styles.amenityTitle}>{row.name}</span>
                  {row.description && (
                    <span className={styles.amenityDescription}>{row.description}</span>
                  )}
                  {amenityError && <span className={styles.rowError}>{amenityError}</span>}
                </div>
                <div className={styles.amenityArea}>
                  <NumberField label={`${row.name} area (sq ft)`} {...areaField(index)} />
                </div>
                <div className={styles.removeCell}>
                  <IconButton
                    aria-label={`Remove ${row.name}`}
                    icon={<Icon name="delete" />}
                    size="small"
                    hasTooltip
                    onPress={() => onRemove(index)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </FieldGroup>
  );
}
