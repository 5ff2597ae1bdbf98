import type { AccessUser } from '@plotline/domain';
import { useState, type ReactNode } from 'react';
import { Sidebar, type RenderSidebarLink } from '../Sidebar';
import { TopBar } from '../TopBar';
import type { UserMenuUser } from '../UserMenu';
import * as styles from './AppShell.css';

export type AppShellUser = UserMenuUser & NonNullable<AccessUser>;

export type AppShellProps = {
  user: AppShellUser;
  currentPath: string;
  onSignOut: () => void;
  renderLink?: RenderSidebarLink;
  children: ReactNode;
};

/** The common layout of every signed-in page: sidebar, top bar and the page as main content. */
export function AppShell({ user, currentPath, onSignOut, renderLink, children }: AppShellProps) {
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
          <TopBar user={user} onOpenNavigation={handleOpenNavigation} onSignOut={onSignOut} />
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
