/** The frame every Plotline screen sits in: sidebar, top bar, user menu, and the guard's pages. */
export * from './AccessDenied';
export * from './AppShell';
export * from './ErrorPage';
export * from './LoadingScreen';
export * from './Sidebar';
export * from './TopBar';
export * from './UserMenu';
