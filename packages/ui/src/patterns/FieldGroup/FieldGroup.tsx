import type { ReactNode } from 'react';
import * as styles from './FieldGroup.css';

export type FieldGroupProps = {
  /** The group's title, e.g. 'Amenities'; as the fieldset's legend it is read with each field. */
  legend: string;
  /** Inside another group, e.g. Registry Details within Date Information: drawn a step quieter. */
  isNested?: boolean;
  children: ReactNode;
};

/** A framed, titled group of a form's fields: a fieldset and its legend. */
export function FieldGroup({ legend, isNested = false, children }: FieldGroupProps) {
  return (
    <fieldset className={styles.fieldGroup} data-nested={isNested || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
