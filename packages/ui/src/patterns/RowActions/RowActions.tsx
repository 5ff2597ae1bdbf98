import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { rowActions } from './RowActions.css';

export type RowActionsProps = {
  /** What the row is, e.g. 'plot A-12': the buttons are 'Edit plot A-12' and 'Delete plot A-12'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A list row's Edit and Delete buttons: quiet icons, each with its name as a tooltip. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <span className={rowActions}>
      <IconButton
        aria-label={`Edit ${name}`}
        icon={<Icon name="edit" />}
        size="small"
        hasTooltip
        onPress={onEdit}
      />
      <IconButton
        aria-label={`Delete ${name}`}
        icon={<Icon name="delete" />}
        size="small"
        hasTooltip
        onPress={onDelete}
      />
    </span>
  );
}
