import type { SidebarEntry } from '@plotline/domain';
import type { RenderSidebarLink } from './Sidebar';
import * as styles from './Sidebar.css';

export type NavigationProps = {
  entries: SidebarEntry[];
  currentPath: string;
  renderLink: RenderSidebarLink;
  onNavigate?: () => void;
};

/** The sidebar's links, in its fixed panel and in its drawer. */
export function Navigation({ entries, currentPath, renderLink, onNavigate }: NavigationProps) {
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
