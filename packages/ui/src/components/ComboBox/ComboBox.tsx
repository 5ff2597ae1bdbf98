import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import {
  FieldLabel,
  FieldMessages,
  OptionList,
  field,
  fieldButton,
  groupBox,
  groupInput,
  type FieldOption,
} from '../field';
import { chevron } from './ComboBox.css';

export type ComboBoxProps = Omit<
  RACComboBoxProps<FieldOption, 'single'>,
  'className' | 'children' | 'items' | 'defaultItems' | 'selectionMode'
> & {
  label: string;
  /** Every choice; typing narrows the list to labels containing the text. */
  items: readonly FieldOption[];
  description?: string;
  /** Shown under the field, and marks it invalid, e.g. 'Channel partner selection is required'. */
  errorMessage?: string;
  placeholder?: string;
};

/** react-aria's ComboBox: type to filter the items, or open the whole list with the button. */
export function ComboBox({
  label,
  items,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: ComboBoxProps) {
  return (
    <RACComboBox
      {...props}
      // As defaultItems, RAC filters the list itself while the user types.
      defaultItems={items}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={groupBox}>
        <Input className={groupInput} placeholder={placeholder} />
        <Button className={fieldButton}>
          <span className={chevron}>
            <Icon name="chevronDown" />
          </span>
        </Button>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <OptionList items={items} />
    </RACComboBox>
  );
}
