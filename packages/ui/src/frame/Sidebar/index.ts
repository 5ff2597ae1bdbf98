export { Sidebar } from './Sidebar';
export type { RenderSidebarLink, SidebarLinkProps, SidebarProps } from './Sidebar';
