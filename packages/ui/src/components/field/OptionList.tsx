import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Icon } from '../Icon';
import { listBox, option, popover } from './field.css';

/** One choice of a Select or ComboBox. */
export type FieldOption = {
  id: string | number;
  label: string;
};

export type OptionListProps = {
  items: Iterable<FieldOption>;
};

/** The popover list shared by Select and ComboBox; RAC wires it to whichever field holds it. */
export function OptionList({ items }: OptionListProps) {
  return (
    <Popover className={popover} offset={4}>
      <ListBox className={listBox} items={items}>
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className={option}>
            {({ isSelected }) => (
              <>
                {item.label}
                {isSelected && <Icon name="check" />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
