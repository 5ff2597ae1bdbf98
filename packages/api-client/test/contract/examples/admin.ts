/**
 * Example users, roles and permissions of the administration screens, as the provider states
 * named in cases/users.ts, cases/roles.ts and cases/permissions.ts create them.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { timestamp } from './users';

const { like, eachLike, integer, boolean, equal, regex } = MatchersV3;

/** `module.action` in lowercase, hyphens allowed (channel-partners.view): the screens split on the dot. */
const PERMISSION_NAME = '^[a-z][a-z0-9-]*\\.[a-z][a-z0-9-]*$';
export const permissionName = (example: string) => regex(PERMISSION_NAME, example);

/** ravi (id 2): an active Manager who has signed in before. */
export const raviUser = {
  id: integer(2),
  username: like('ravi'),
  email: like('ravi.kumar@plotline.local'),
  firstName: like('Ravi'),
  lastName: like('Kumar'),
  phoneNumber: like('9812345670'),
  isActive: boolean(true),
  awaitingApproval: boolean(false),
  passwordChangeRequired: boolean(false),
  roles: eachLike('Manager'),
  permissions: eachLike(permissionName('projects.view')),
  lastLoginAt: timestamp('2026-11-21T17:40:00.000Z'),
  createdAt: timestamp('2026-03-02T11:30:00.000Z'),
};

// Blocking and unblocking exist to flip isActive, so these two pin its value rather than its type.
export const raviBlocked = { ...raviUser, isActive: equal(false) };
export const raviUnblocked = { ...raviUser, isActive: equal(true) };

/** ravi after assignment took every role away: nothing left to grant a permission. */
export const raviWithoutRoles = { ...raviUser, roles: [], permissions: [] };

/** The Add User form's payload for vikram, as the modal sends it. */
export const vikramForm = {
  username: 'vikram',
  email: 'vikram.singh@plotline.local',
  firstName: 'Vikram',
  lastName: 'Singh',
  phoneNumber: '9988776655',
  password: 'secret123',
  isActive: true,
};

/** vikram just created: no roles yet and never signed in, so lastLoginAt is null. */
export const vikramCreated = {
  id: integer(4),
  username: like('vikram'),
  email: like('vikram.singh@plotline.local'),
  firstName: like('Vikram'),
  lastName: like('Singh'),
  phoneNumber: like('9988776655'),
  isActive: boolean(true),
  awaitingApproval: boolean(false),
  passwordChangeRequired: boolean(false),
  roles: [],
  permissions: [],
  lastLoginAt: null,
  createdAt: timestamp('2026-11-22T09:05:00.000Z'),
};

/** newcomer (id 5), just approved: registered while registration needed approval, no role yet. */
export const newcomerApproved = {
  id: integer(5),
  username: like('newcomer'),
  email: like('newcomer@example.in'),
  firstName: like('Nisha'),
  lastName: like('Rao'),
  phoneNumber: like('9123400005'),
  isActive: boolean(true),
  // Approving exists to clear this, so it is pinned rather than type-matched.
  awaitingApproval: equal(false),
  passwordChangeRequired: boolean(false),
  roles: [],
  permissions: [],
  lastLoginAt: null,
  createdAt: timestamp('2026-11-21T15:00:00.000Z'),
};

const permissionRef = { id: integer(1), name: permissionName('projects.view') };

/** Manager (id 2): active, described, granting at least projects.view, held by some users or none. */
export const managerRole = {
  id: integer(2),
  name: like('Manager'),
  description: like('Runs day-to-day sales'),
  isActive: boolean(true),
  createdAt: timestamp('2026-01-05T10:00:00.000Z'),
  permissions: eachLike(permissionRef),
  userCount: integer(1),
};

/** Manager after assignment took every permission away. */
export const managerWithoutPermissions = { ...managerRole, permissions: [] };

/** Accountant just created: "Created, with no permissions yet". */
export const accountantCreated = {
  id: integer(3),
  name: like('Accountant'),
  description: like('Keeps the books'),
  isActive: boolean(true),
  createdAt: timestamp('2026-11-22T09:10:00.000Z'),
  permissions: [],
  // Nobody can hold a role before it exists.
  userCount: 0,
};

/** projects.view (id 1), with its description and module. */
export const projectsViewPermission = {
  id: integer(1),
  name: permissionName('projects.view'),
  description: like('See projects'),
  module: like('projects'),
  isActive: boolean(true),
  createdAt: timestamp('2026-01-05T10:00:00.000Z'),
};

/** reports.export (id 60), in the module reports. */
export const reportsExportPermission = {
  id: integer(60),
  name: permissionName('reports.export'),
  description: like('Export reports as CSV'),
  module: like('reports'),
  isActive: boolean(true),
  createdAt: timestamp('2026-11-22T09:15:00.000Z'),
};
