import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as RACDisclosure,
  DisclosurePanel,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Disclosure.css';

export type DisclosureProps = Pick<
  RACDisclosureProps,
  'defaultExpanded' | 'isExpanded' | 'onExpandedChange'
> & {
  /** What the trigger says, e.g. '3 fields'; pressing it shows or hides the panel. */
  label: ReactNode;
  /** Names the trigger where its words alone say too little, e.g. in a table's cell. */
  'aria-label'?: string;
  /** What the panel shows while expanded. */
  children: ReactNode;
};

/**
 * react-aria's Disclosure: a button that shows or hides what follows it, with aria-expanded and
 * the chevron following the state (data-expanded). Without a heading, so it fits inside a table
 * cell or a list item without adding to the page's outline.
 */
export function Disclosure({
  label,
  'aria-label': ariaLabel,
  children,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={styles.disclosure}>
      <Button slot="trigger" aria-label={ariaLabel} className={styles.trigger}>
        <span className={styles.chevron}>
          <Icon name="chevronRight" size={14} />
        </span>
        {label}
      </Button>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  );
}
