import { pageAt } from '@plotline/domain';
import { AppShell, type RenderSidebarLink } from '@plotline/ui/frame';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { useColorScheme } from '../color-scheme';
import { useNotificationsBell } from '../features/notifications/use-notifications-bell';
import { useGlobalSearch } from '../features/search/use-global-search';
import { ChangeEventsContext } from '../live/change-events';
import { useLiveUpdates } from '../live/use-live-updates';
import { useSlashShortcut } from '../search-shortcut';
import { changePasswordPath } from './change-password-path';
import { useCurrentAccess } from './use-current-access';
import { usePageTitle } from './use-page-title';

const renderLink: RenderSidebarLink = (entry, children, linkProps) => (
  <Link href={entry.path} {...linkProps}>
    {children}
  </Link>
);

/**
 * The common layout of the signed-in pages; it sits inside the guard, so there is a user. It
 * listens to the server's changes while they are signed in, keeping every page's data current,
 * and hands the changes on to the pages' edit forms.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const pageTitle = usePageTitle();
  useCurrentAccess();
  const subscribeToChanges = useLiveUpdates();
  const globalSearch = useGlobalSearch();
  const notifications = useNotificationsBell();
  const [colorScheme, setColorScheme] = useColorScheme();
  const [isSlashShortcutOn, setSlashShortcutOn] = useSlashShortcut();
  if (!user) return null;

  // Leave first: signed out on a guarded page, the guard would send the user to /login with
  // this page remembered, which is for visitors who were interrupted, not for one who left.
  const handleSignOut = () => {
    navigate('/login');
    void logout();
  };

  const handleChangePassword = () =>
    navigate(changePasswordPath(search ? `${location}?${search}` : location));

  return (
    <ChangeEventsContext value={subscribeToChanges}>
      <AppShell
        user={user}
        // The page, not the record open on it: opening a booking's details is no move to a page.
        currentPath={pageAt(location) ?? location}
        pageTitle={pageTitle}
        onSignOut={handleSignOut}
        onChangePassword={handleChangePassword}
        renderLink={renderLink}
        colorScheme={colorScheme}
        onColorSchemeChange={setColorScheme}
        isSlashShortcutOn={isSlashShortcutOn}
        onSlashShortcutChange={setSlashShortcutOn}
        globalSearch={globalSearch}
        notifications={notifications}
      >
        {children}
      </AppShell>
    </ChangeEventsContext>
  );
}
