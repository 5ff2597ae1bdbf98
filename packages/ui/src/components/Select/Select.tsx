import {
  Button,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessages, OptionList, field, type FieldOption } from '../field';
import { chevron, trigger, value } from './Select.css';

export type SelectProps = Omit<
  RACSelectProps<FieldOption, 'single'>,
  'className' | 'children' | 'selectionMode'
> & {
  label: string;
  /** The choices, e.g. projects as { id: project.id, label: project.name }. */
  items: readonly FieldOption[];
  description?: string;
  /** Shown under the field, and marks it invalid, e.g. 'Project selection is required'. */
  errorMessage?: string;
};

/** react-aria's Select: a button that opens a list box of the given items. */
export function Select({
  label,
  items,
  description,
  errorMessage,
  isInvalid,
  ...props
}: SelectProps) {
  return (
    <RACSelect {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={trigger}>
        <SelectValue className={value} />
        <span className={chevron}>
          <Icon name="chevronDown" />
        </span>
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <OptionList items={items} />
    </RACSelect>
  );
}
