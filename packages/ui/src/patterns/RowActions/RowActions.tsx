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
  const actions = [
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
