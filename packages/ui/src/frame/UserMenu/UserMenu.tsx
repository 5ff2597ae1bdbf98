import { avatarInitials, displayName, roleNamesLabel, type PersonName } from '@plotline/domain';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import * as styles from './UserMenu.css';

export type UserMenuUser = NonNullable<PersonName> & {
  email?: string | null;
  roles?: readonly string[] | null;
};

export type UserMenuProps = {
  user: UserMenuUser;
  onSignOut: () => void;
};

/** The signed-in user's avatar; it opens a menu naming the user, with Settings and Sign out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const email = user.email?.trim();
  const roles = roleNamesLabel(user.roles);

  return (
    <MenuTrigger>
      <Button aria-label="User menu" className={styles.trigger}>
        <span className={styles.initials} data-initials={avatarInitials(user)} aria-hidden="true" />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menu}>
          <MenuSection>
            <Header className={styles.header}>
              <span className={styles.name}>{displayName(user)}</span>
              {email ? <span className={styles.detail}>{email}</span> : null}
              {roles ? <span className={styles.detail}>{roles}</span> : null}
            </Header>
            {/* docs/product/screens.md "App shell": Settings only closes the menu, which every item
                does. */}
            <MenuItem id="settings" className={styles.item}>
              Settings
            </MenuItem>
            <MenuItem id="sign-out" onAction={onSignOut} className={styles.item}>
              Sign out
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
