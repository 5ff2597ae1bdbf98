import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { rowActions } from './RowActions.css';

export type RowActionsProps = {
  /** What the row is, e.g. 'plot A-12': the buttons are 'Edit plot A-12' and 'Delete plot A-12'. */
  name: string;
  /** Opens the row's details read-only ('View plot A-12'), for lists that have them. */
  onView?: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A list row's View (when it has one), Edit and Delete buttons: quiet icons, each named as a tooltip. */
export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  const actions = [
    ...(onView ? [{ verb: 'View', icon: 'eye', onPress: onView } as const] : []),
    { verb: 'Edit', icon: 'edit', onPress: onEdit },
    { verb: 'Delete', icon: 'delete', onPress: onDelete },
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
