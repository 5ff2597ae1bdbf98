export { UserMenu } from './UserMenu';
export type { UserMenuProps, UserMenuUser } from './UserMenu';
