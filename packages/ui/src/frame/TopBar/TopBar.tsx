import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { GlobalSearch, type GlobalSearchProps } from '../GlobalSearch';
import { NotificationsBell, type NotificationsBellProps } from '../NotificationsBell';
import { UserMenu, type UserMenuProps, type UserMenuUser } from '../UserMenu';
import * as styles from './TopBar.css';

export type TopBarProps = {
  user: UserMenuUser;
  /** Opens the mobile navigation drawer. */
  onOpenNavigation: () => void;
  onSignOut: () => void;
  /** The search across kinds of record; without it the bar has no search box. */
  globalSearch?: GlobalSearchProps;
  /** The notifications' bell and panel; without it the bar has no bell. */
  notifications?: NotificationsBellProps;
} & Pick<
  UserMenuProps,
  | 'onChangePassword'
  | 'colorScheme'
  | 'onColorSchemeChange'
  | 'isSlashShortcutOn'
  | 'onSlashShortcutChange'
>;

/**
 * The bar above every page: the navigation drawer's button (on small screens), the search across
 * kinds of record, the notifications' bell and the user menu. The search and the bell need the
 * host's services, so each shows only when its props are given: a tool embedding the frame
 * without them gets no control that does nothing.
 */
export function TopBar({
  user,
  onOpenNavigation,
  onSignOut,
  onChangePassword,
  globalSearch,
  notifications,
  colorScheme,
  onColorSchemeChange,
  isSlashShortcutOn,
  onSlashShortcutChange,
}: TopBarProps) {
  return (
    <div className={styles.bar}>
      <span className={styles.menuButton}>
        <IconButton
          aria-label="Open navigation"
          icon={<Icon name="menu" size={20} />}
          onPress={onOpenNavigation}
        />
      </span>
      {globalSearch && <GlobalSearch isSlashShortcutOn={isSlashShortcutOn} {...globalSearch} />}
      <div className={styles.actions}>
        {notifications && <NotificationsBell {...notifications} />}
        <UserMenu
          user={user}
          onSignOut={onSignOut}
          onChangePassword={onChangePassword}
          colorScheme={colorScheme}
          onColorSchemeChange={onColorSchemeChange}
          isSlashShortcutOn={isSlashShortcutOn}
          onSlashShortcutChange={onSlashShortcutChange}
        />
      </div>
    </div>
  );
}
