import { Label } from 'react-aria-components';
import { label, requiredMark } from './field.css';

export type FieldLabelProps = {
  children: string;
  isRequired?: boolean;
};

/**
 * A field's label. The asterisk is hidden from assistive technology because the control itself
 * is announced as required.
 */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <Label className={label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      )}
    </Label>
  );
}
