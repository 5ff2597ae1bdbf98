import type { AccessUser } from '@plotline/domain';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Sidebar, type RenderSidebarLink } from '../Sidebar';
import { TopBar, type TopBarProps } from '../TopBar';
import type { UserMenuProps, UserMenuUser } from '../UserMenu';
import * as styles from './AppShell.css';
import { useFocusOnPageChange } from './use-focus-on-page-change';

/** Where the skip link goes. */
const MAIN_CONTENT_ID = 'main-content';

export type AppShellUser = UserMenuUser & NonNullable<AccessUser>;

export type AppShellProps = {
  user: AppShellUser;
  /** The page's path, without its query: a new path is a new page. */
  currentPath: string;
  /** The page's title, e.g. 'Bookings · Real Estate CRM': said when the page changes. */
  pageTitle?: string;
  onSignOut: () => void;
  renderLink?: RenderSidebarLink;
  children: ReactNode;
} & Pick<
  UserMenuProps,
  | 'onChangePassword'
  | 'colorScheme'
  | 'onColorSchemeChange'
  | 'isSlashShortcutOn'
  | 'onSlashShortcutChange'
> &
  Pick<TopBarProps, 'globalSearch' | 'notifications'>;

/** The common layout of every signed-in page: sidebar, top bar and the page as main content. */
export function AppShell({
  user,
  currentPath,
  pageTitle,
  onSignOut,
  onChangePassword,
  renderLink,
  children,
  colorScheme,
  onColorSchemeChange,
  isSlashShortcutOn,
  onSlashShortcutChange,
  globalSearch,
  notifications,
}: AppShellProps) {
  const [isNavigationOpen, setNavigationOpen] = useState(false);
  const handleOpenNavigation = () => setNavigationOpen(true);
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnPageChange(mainRef, currentPath, pageTitle);

  // Focused rather than followed: the fragment would land in the address and the history.
  const handleSkipToMain = (event: MouseEvent) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={handleSkipToMain}>
        Skip to main content
      </a>
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
            onChangePassword={onChangePassword}
            colorScheme={colorScheme}
            onColorSchemeChange={onColorSchemeChange}
            isSlashShortcutOn={isSlashShortcutOn}
            onSlashShortcutChange={onSlashShortcutChange}
            globalSearch={globalSearch}
            notifications={notifications}
          />
        </header>
        {/* Focusable from a script only: the skip link and a page change move focus here. */}
        <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
