import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { EnquiryView } from './enquiry-types';
import * as styles from './EnquiriesScreen.css';

const VIEWS: readonly { id: EnquiryView; label: string }[] = [
  { id: 'list', label: 'List' },
  { id: 'board', label: 'Board' },
  { id: 'visits', label: "Today's visits" },
];

export type EnquiryViewSwitchProps = {
  view: EnquiryView;
  onChange: (view: EnquiryView) => void;
  /** Whether the host offers 'Today's visits'; without, List and Board alone. */
  offersVisits?: boolean;
};

/**
 * List, Board or Today's visits: toggle buttons of one group, one pressed at a time (react-aria's
 * ToggleButtonGroup: Tab reaches the pressed one, the arrow keys the others).
 */
export function EnquiryViewSwitch({
  view,
  onChange,
  offersVisits = false,
}: EnquiryViewSwitchProps) {
  const views = offersVisits ? VIEWS : VIEWS.filter(({ id }) => id !== 'visits');
  return (
    <ToggleButtonGroup
      aria-label="View"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [chosen] = keys;
        const next = views.find(({ id }) => id === chosen);
        if (next && next.id !== view) onChange(next.id);
      }}
      className={styles.viewSwitch}
    >
      {views.map(({ id, label }) => (
        <ToggleButton key={id} id={id} className={styles.viewButton}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
