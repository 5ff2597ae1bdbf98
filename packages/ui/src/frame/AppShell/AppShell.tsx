import type { AccessUser } from '@plotline/domain';
import { useState, type ReactNode } from 'react';
import { Sidebar, type RenderSidebarLink } from '../Sidebar';
import { TopBar, type TopBarProps } from '../TopBar';
import type { UserMenuProps, UserMenuUser } from '../UserMenu';
import * as styles from './AppShell.css';

export type AppShellUser = UserMenuUser & NonNullable<AccessUser>;

export type AppShellProps = {
  user: AppShellUser;
  currentPath: string;
  onSignOut: () => void;
  renderLink?: RenderSidebarLink;
  children: ReactNode;
} & Pick<UserMenuProps, 'colorScheme' | 'onColorSchemeChange'> &
  Pick<TopBarProps, 'globalSearch' | 'notifications'>;

/** The common layout of every signed-in page: sidebar, top bar and the page as main content. */
export function AppShell({
  user,
  currentPath,
  onSignOut,
  renderLink,
  children,
  colorScheme,
  onColorSchemeChange,
  globalSearch,
  notifications,
}: AppShellProps) {
  const [isNavigationOpen, setNavigationOpen] = useState(false);
  const handleOpenNavigation = () => setNavigationOpen(true);

  return (
    <div className={styles.shell}>
      <Sidebar
        user={user}
        currentPath={currentPath}
        renderLink={renderLink}
        isMobileOpen={isNavigationOpen}
        onMobileOpenChange={setNavigationOpen}
      />
      <div className={styles.content}>
        <header className={styles.header}>
          <TopBar
            user={user}
            onOpenNavigation={handleOpenNavigation}
            onSignOut={onSignOut}
            colorScheme={colorScheme}
            onColorSchemeChange={onColorSchemeChange}
            globalSearch={globalSearch}
            notifications={notifications}
          />
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
