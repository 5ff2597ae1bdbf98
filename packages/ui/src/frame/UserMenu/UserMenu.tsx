import {
  avatarInitials,
  displayName,
  OWN_PASSWORD_TEXTS,
  roleNamesLabel,
  type PersonName,
} from '@plotline/domain';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  type Selection,
} from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { COLOR_SCHEMES, isColorScheme, type ColorScheme } from '../../theme/color-scheme';
import * as styles from './UserMenu.css';

export type UserMenuUser = NonNullable<PersonName> & {
  email?: string | null;
  roles?: readonly string[] | null;
};

export type UserMenuProps = {
  user: UserMenuUser;
  onSignOut: () => void;
  /** With it, 'Change password' before Sign out: the host opens its page for the user's own. */
  onChangePassword?: () => void;
  /** The colour scheme in use; with onColorSchemeChange, the menu offers System, Light and Dark. */
  colorScheme?: ColorScheme;
  onColorSchemeChange?: (scheme: ColorScheme) => void;
  /**
   * Whether '/' outside a field goes to the search box; with onSlashShortcutChange, the menu lets
   * the user turn it off (WCAG 2.1.4: a one-character shortcut can be turned off), e.g. where a
   * speech-input user's words would trigger it.
   */
  isSlashShortcutOn?: boolean;
  onSlashShortcutChange?: (isOn: boolean) => void;
};

/** The '/' shortcut's item, a menuitemcheckbox whose tick says it is on. */
export const SLASH_SHORTCUT_LABEL = "Press '/' to search";

const SCHEME_LABELS: Record<ColorScheme, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/**
 * The signed-in user's avatar; it opens a menu naming the user, with Settings, the theme's colour
 * scheme, the search's '/' shortcut and Change password (each when the host keeps it) and Sign out.
 */
export function UserMenu({
  user,
  onSignOut,
  onChangePassword,
  colorScheme = 'system',
  onColorSchemeChange,
  isSlashShortcutOn = true,
  onSlashShortcutChange,
}: UserMenuProps) {
  const email = user.email?.trim();
  const roles = roleNamesLabel(user.roles);
  const handleSchemeChange = (keys: Selection) => {
    const [scheme] = keys === 'all' ? [] : keys;
    if (isColorScheme(scheme)) onColorSchemeChange?.(scheme);
  };

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
          </MenuSection>
          {onColorSchemeChange ? (
            // Single selection makes the items menuitemradio with aria-checked, so a screen
            // reader names the scheme in use; the tick shows it.
            <MenuSection
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[colorScheme]}
              onSelectionChange={handleSchemeChange}
              className={styles.section}
            >
              <Header className={styles.sectionHeader}>Theme</Header>
              {COLOR_SCHEMES.map((scheme) => (
                <MenuItem
                  key={scheme}
                  id={scheme}
                  textValue={SCHEME_LABELS[scheme]}
                  className={styles.item}
                >
                  {({ isSelected }) => (
                    <span className={styles.choice}>
                      {SCHEME_LABELS[scheme]}
                      {isSelected ? <Icon name="check" /> : null}
                    </span>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
          ) : null}
          {onSlashShortcutChange ? (
            <MenuSection
              selectionMode="multiple"
              selectedKeys={isSlashShortcutOn ? ['slash-shortcut'] : []}
              onSelectionChange={(keys) =>
                onSlashShortcutChange(keys === 'all' || keys.has('slash-shortcut'))
              }
              className={styles.section}
            >
              <Header className={styles.sectionHeader}>Keyboard shortcuts</Header>
              <MenuItem
                id="slash-shortcut"
                textValue={SLASH_SHORTCUT_LABEL}
                className={styles.item}
              >
                {({ isSelected }) => (
                  <span className={styles.choice}>
                    {SLASH_SHORTCUT_LABEL}
                    {isSelected ? <Icon name="check" /> : null}
                  </span>
                )}
              </MenuItem>
            </MenuSection>
          ) : null}
          <MenuSection className={styles.section}>
            {onChangePassword ? (
              <MenuItem id="change-password" onAction={onChangePassword} className={styles.item}>
                {OWN_PASSWORD_TEXTS.changePassword}
              </MenuItem>
            ) : null}
            <MenuItem id="sign-out" onAction={onSignOut} className={styles.item}>
              Sign out
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
