/**
 * The Users table's role badge colours (docs/product/screens.md): Admin and Manager are
 * special-cased, matched without regard to case or surrounding spaces since admins type role names
 * by hand.
 */
export type RoleBadgeColour = 'red' | 'yellow' | 'green';

export function roleBadgeColour(roleName: string): RoleBadgeColour {
  switch (roleName.trim().toLowerCase()) {
    case 'admin':
      return 'red';
    case 'manager':
      return 'yellow';
    default:
      return 'green';
  }
}
