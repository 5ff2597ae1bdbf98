import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessages, field, fieldButton, groupBox, groupInput } from '../field';
import { numberInput } from './NumberField.css';

export type NumberFieldProps = Omit<RACNumberFieldProps, 'className' | 'children'> & {
  label: string;
  description?: string;
  /** Shown under the field, and marks it invalid, e.g. 'Roads area must be 0 or greater'. */
  errorMessage?: string;
  placeholder?: string;
};

/**
 * react-aria's NumberField: typed in the locale's format (formatOptions, e.g. a currency), stepped
 * with the arrow keys or the buttons. An emptied field reports NaN.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={groupBox}>
        <Input className={`${groupInput} ${numberInput}`} placeholder={placeholder} />
        <Button slot="decrement" className={fieldButton}>
          <Icon name="minus" />
        </Button>
        <Button slot="increment" className={fieldButton}>
          <Icon name="plus" />
        </Button>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
