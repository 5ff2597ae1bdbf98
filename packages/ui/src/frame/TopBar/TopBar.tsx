import { Input, SearchField } from 'react-aria-components';
import { Button } from '../../components/Button';
import { UserMenu, type UserMenuProps, type UserMenuUser } from '../UserMenu';
import { Icon } from '../../components/Icon';
import * as styles from './TopBar.css';

export type TopBarProps = {
  user: UserMenuUser;
  /** Opens the mobile navigation drawer. */
  onOpenNavigation: () => void;
  onSignOut: () => void;
} & Pick<UserMenuProps, 'colorScheme' | 'onColorSchemeChange'>;

/**
 * The bar above every page. docs/product/screens.md "App shell" gives no behaviour to the search
 * box or the bell, so both are present and focusable but do nothing yet.
 */
export function TopBar({
  user,
  onOpenNavigation,
  onSignOut,
  colorScheme,
  onColorSchemeChange,
}: TopBarProps) {
  return (
    <div className={styles.bar}>
      <span className={styles.menuButton}>
        <Button variant="quiet" aria-label="Open navigation" onPress={onOpenNavigation}>
          <Icon name="menu" size={20} />
        </Button>
      </span>
      <SearchField aria-label="Search" className={styles.search}>
        <span className={styles.searchIcon}>
          <Icon name="search" size={20} />
        </span>
        <Input placeholder="Search projects, plots, bookings..." className={styles.searchInput} />
      </SearchField>
      <div className={styles.actions}>
        <Button variant="quiet" aria-label="Notifications">
          <Icon name="bell" size={20} />
        </Button>
        <UserMenu
          user={user}
          onSignOut={onSignOut}
          colorScheme={colorScheme}
          onColorSchemeChange={onColorSchemeChange}
        />
      </div>
    </div>
  );
}
