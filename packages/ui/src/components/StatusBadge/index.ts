export { type BadgeStatus, StatusBadge, type StatusBadgeProps } from './StatusBadge';
