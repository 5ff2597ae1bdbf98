import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { rowActions } from './RowActions.css';

export type RowActionsProps = {
  /** What the row is, e.g. 'plot A-12': the buttons are 'Edit plot A-12' and 'Delete plot A-12'. */
  name: string;
  /** Opens the row's details read-only ('View plot A-12'), for lists that have them. */
  onView?: () => void;
  /** Left out where the user may not edit, e.g. without roles.edit: no Edit button then. */
  onEdit?: () => void;
  /** Left out where the user may not delete: no Delete button then. */
  onDelete?: () => void;
};

/**
 * A list row's View (when it has one), Edit and Delete buttons (each when given): quiet icons,
 * each named as a tooltip.
 */
export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  const actions = [
    ...(onView ? [{ verb: 'View', icon: 'eye', onPress: onView } as const] : []),
    ...(onEdit ? [{ verb: 'Edit', icon: 'edit', onPress: onEdit } as const] : []),
    ...(onDelete ? [{ verb: 'Delete', icon: 'delete', onPress: onDelete } as const] : []),
  ] as const;
  return (
    <span className={rowActions}>
      {actions.map(({ verb, icon, onPress }) => (
        <IconButton
          key={verb}
          aria-label={`${verb} ${name}`}
          icon={<Icon name={icon} />}
          size="small"
          hasTooltip
          onPress={onPress}
        />
      ))}
    </span>
  );
}
