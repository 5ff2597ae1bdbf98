import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { EnquiryView } from './enquiry-types';
import * as styles from './EnquiriesScreen.css';

const VIEWS: readonly { id: EnquiryView; label: string }[] = [
  { id: 'list', label: 'List' },
  { id: 'board', label: 'Board' },
];

export type EnquiryViewSwitchProps = {
  view: EnquiryView;
  onChange: (view: EnquiryView) => void;
};

/**
 * List or Board: two toggle buttons of one group, one pressed at a time (react-aria's
 * ToggleButtonGroup: Tab reaches the pressed one, the arrow keys the other).
 */
export function EnquiryViewSwitch({ view, onChange }: EnquiryViewSwitchProps) {
  return (
    <ToggleButtonGroup
      aria-label="View"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [chosen] = keys;
        const next = VIEWS.find(({ id }) => id === chosen);
        if (next && next.id !== view) onChange(next.id);
      }}
      className={styles.viewSwitch}
    >
      {VIEWS.map(({ id, label }) => (
        <ToggleButton key={id} id={id} className={styles.viewButton}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
