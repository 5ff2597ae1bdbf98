import { PRODUCT_NAME, sidebarEntries, type AccessUser, type SidebarEntry } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import * as styles from './Sidebar.css';

const TITLE = PRODUCT_NAME;

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

type NavigationProps = {
  entries: SidebarEntry[];
  currentPath: string;
  renderLink: RenderSidebarLink;
  onNavigate?: () => void;
};

function Navigation({ entries, currentPath, renderLink, onNavigate }: NavigationProps) {
  return (
    <nav aria-label="Main">
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.path}>
            {renderLink(entry, entry.label, {
              className: styles.link,
              'aria-current': entry.path === currentPath ? 'page' : undefined,
              onClick: onNavigate,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The app's navigation: fixed on desktop, a modal drawer sliding over the content on mobile. */
export function Sidebar({
  user,
  currentPath,
  renderLink = renderAnchor,
  isMobileOpen,
  onMobileOpenChange,
}: SidebarProps) {
  const entries = sidebarEntries(user);
  const handleClose = () => onMobileOpenChange(false);

  return (
    <>
      <div className={styles.fixedPanel}>
        <div className={styles.header}>
          <span className={styles.title}>{TITLE}</span>
        </div>
        <Navigation entries={entries} currentPath={currentPath} renderLink={renderLink} />
      </div>
      <ModalOverlay
        isOpen={isMobileOpen}
        onOpenChange={onMobileOpenChange}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.drawer}>
          <Dialog aria-label="Navigation" className={styles.dialog}>
            <div className={styles.header}>
              <span className={styles.title}>{TITLE}</span>
              <Button
                aria-label="Close navigation"
                onPress={handleClose}
                className={styles.closeButton}
              >
                <Icon name="close" size={20} />
              </Button>
            </div>
            <Navigation
              entries={entries}
              currentPath={currentPath}
              renderLink={renderLink}
              onNavigate={handleClose}
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
