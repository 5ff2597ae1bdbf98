export { AppShell } from './AppShell';
export type { AppShellProps, AppShellUser } from './AppShell';
