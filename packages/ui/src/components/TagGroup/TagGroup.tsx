import {
  Button,
  Tag,
  TagGroup as RACTagGroup,
  TagList,
  type Key,
  type TagGroupProps as RACTagGroupProps,
} from 'react-aria-components';
import { FieldLabel, field } from '../field';
import { Icon } from '../Icon';
import * as styles from './TagGroup.css';

export type TagItem = { id: Key; label: string };

export type TagGroupProps = Pick<RACTagGroupProps, 'onRemove'> & {
  label: string;
  /** The tags, e.g. the one record a list is narrowed to: { id: 12, label: 'Booking #12' }. */
  items: readonly TagItem[];
};

/**
 * react-aria's TagGroup: labelled chips, focused one at a time with the arrow keys. With
 * `onRemove` each has a remove button ('Remove' and its label), and Delete or Backspace removes
 * the focused one.
 */
export function TagGroup({ label, items, onRemove }: TagGroupProps) {
  return (
    <RACTagGroup onRemove={onRemove} className={field}>
      <FieldLabel>{label}</FieldLabel>
      <TagList items={items} className={styles.list}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={styles.tag}>
            {item.label}
            {onRemove && (
              <Button slot="remove" className={styles.remove}>
                <Icon name="close" size={12} />
              </Button>
            )}
          </Tag>
        )}
      </TagList>
    </RACTagGroup>
  );
}
