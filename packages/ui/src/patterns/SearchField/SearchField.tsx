import { TEXT_LIMITS } from '@plotline/domain';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldLabel, field, fieldButton, inputBox } from '../../components/field';
import { Icon } from '../../components/Icon';
import * as styles from './SearchField.css';

export type SearchFieldProps = Omit<RACSearchFieldProps, 'className' | 'children'> & {
  /** Names the searchbox, e.g. 'Search Plots': not just 'Search', which the top bar's box is. */
  label: string;
  placeholder?: string;
};

/**
 * react-aria's SearchField: a searchbox behind a search icon. Escape empties it from the
 * keyboard and its clear button, shown while there is text, for a pointer. It takes as much
 * text as the API's searches do.
 */
export function SearchField({ label, placeholder, ...props }: SearchFieldProps) {
  return (
    <RACSearchField maxLength={TEXT_LIMITS.search} {...props} className={field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.searchBox}>
        <span className={styles.searchIcon}>
          <Icon name="search" />
        </span>
        <Input className={`${inputBox} ${styles.searchInput}`} placeholder={placeholder} />
        <Button aria-label="Clear search" className={`${fieldButton} ${styles.clearButton}`}>
          <Icon name="close" size={14} />
        </Button>
      </div>
    </RACSearchField>
  );
}
