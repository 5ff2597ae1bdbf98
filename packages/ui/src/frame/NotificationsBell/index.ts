export { NotificationsBell } from './NotificationsBell';
export type { NotificationItem, NotificationsBellProps } from './NotificationsBell';
