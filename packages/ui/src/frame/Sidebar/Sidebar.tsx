import { PRODUCT_NAME, sidebarEntries, type AccessUser, type SidebarEntry } from '@plotline/domain';
import type { ReactNode } from 'react';
import { lazyDialog } from '../../patterns/lazyDialog';
import { Navigation } from './Navigation';
import * as styles from './Sidebar.css';

// The drawer is only ever opened on a narrow screen: its modal's code is fetched apart from the
// page's (patterns/lazyDialog).
const SidebarDrawer = lazyDialog(() =>
  import('./SidebarDrawer').then((module) => module.SidebarDrawer),
);

/** What the sidebar needs on its link element: spread these onto whatever link renderLink returns. */
export type SidebarLinkProps = {
  className: string;
  'aria-current': 'page' | undefined;
  /** Set in the mobile drawer, where following a link closes the drawer. */
  onClick: (() => void) | undefined;
};

export type RenderSidebarLink = (
  entry: SidebarEntry,
  children: ReactNode,
  linkProps: SidebarLinkProps,
) => ReactNode;

export type SidebarProps = {
  /** Entries are shown only for the permissions this user holds. */
  user: AccessUser;
  currentPath: string;
  /** Renders an entry's link, so the app can use its router's link; a plain <a href> otherwise. */
  renderLink?: RenderSidebarLink;
  /** Whether the mobile drawer is open (below 1024px the sidebar is a drawer). */
  isMobileOpen: boolean;
  onMobileOpenChange: (isOpen: boolean) => void;
};

const renderAnchor: RenderSidebarLink = (entry, children, linkProps) => (
  <a href={entry.path} {...linkProps}>
    {children}
  </a>
);

/** The app's navigation: fixed on desktop, a modal drawer sliding over the content on mobile. */
export function Sidebar({
  user,
  currentPath,
  renderLink = renderAnchor,
  isMobileOpen,
  onMobileOpenChange,
}: SidebarProps) {
  const entries = sidebarEntries(user);

  return (
    <>
      <div className={styles.fixedPanel}>
        <div className={styles.header}>
          <span className={styles.title}>{PRODUCT_NAME}</span>
        </div>
        <Navigation entries={entries} currentPath={currentPath} renderLink={renderLink} />
      </div>
      <SidebarDrawer
        isOpen={isMobileOpen}
        onOpenChange={onMobileOpenChange}
        entries={entries}
        currentPath={currentPath}
        renderLink={renderLink}
      />
    </>
  );
}
