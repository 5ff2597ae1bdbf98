export { AccessDenied } from './AccessDenied';
export type { AccessDeniedProps, AccessDeniedReason } from './AccessDenied';
