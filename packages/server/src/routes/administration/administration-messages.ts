/**
 * The server's own words for the users, roles and permissions screens, as the contract's cases
 * quote them. The form rules' messages come from @plotline/domain; these are the ones only a
 * server says.
 */

export const ADMINISTRATION_MESSAGES = {
  userNotFound: 'User not found',
  roleNotFound: 'Role not found',
  permissionNotFound: 'Permission not found',
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already in use',
  roleNameTaken: 'Role name is already taken',
  permissionNameTaken: 'Permission name is already taken',
  passwordsUnreadable: 'Passwords are stored hashed and cannot be read back',
  cannotDeleteYourself: 'You cannot delete your own account',
  cannotBlockYourself: 'You cannot block your own account',
  userOutOfReach: 'You cannot change a user who holds permissions you do not hold yourself',
  nobodyLeftToAdminister:
    'This change would leave no active user able to manage users, roles and permissions',
  cannotTakeAwayYourOwnAdministration:
    'You cannot take away your own access to manage users, roles and permissions',
} as const;

export const unknownRole = (id: number) => `Role ${id} does not exist`;
export const unknownPermission = (id: number) => `Permission ${id} does not exist`;
export const userHasRecords = (username: string) =>
  `User ${username} cannot be deleted because they have recorded projects, plots, bookings or other records; block the user instead`;

export const cannotGrant = (permissionNames: readonly string[]) =>
  `You cannot grant permissions you do not hold yourself: ${permissionNames.join(', ')}`;

export const cannotChange = (permissionNames: readonly string[]) =>
  `You cannot change permissions you do not hold yourself: ${permissionNames.join(', ')}`;
