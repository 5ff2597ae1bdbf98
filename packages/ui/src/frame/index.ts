/**
 * The frame every Plotline screen sits in: sidebar, top bar (search, notifications, user menu),
 * and the guard's pages.
 */
export * from './AccessDenied';
export * from './AppShell';
export * from './ErrorPage';
export * from './GlobalSearch';
export * from './LoadingScreen';
export * from './NotificationsBell';
export * from './PlotlineProvider';
export * from './Sidebar';
export * from './TopBar';
export * from './UserMenu';
