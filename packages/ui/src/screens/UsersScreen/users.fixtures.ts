/** Sample users and roles, for the Users screen's stories and tests. */
import { DEFAULT_PAGE_SIZE, type RoleChoice, type UserGrants } from '@plotline/domain';
import type { AuditEntryRow } from '../../patterns';
import {
  NO_USER_FILTERS,
  type UserDetails,
  type UserListQuery,
  type UserRow,
} from './users-screen-types';

/** The plain list: its first page, no search, the default page size, by name. */
export const PLAIN_QUERY: UserListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_USER_FILTERS,
  sort: { sortBy: 'Name', sortOrder: 'asc' },
};

export const ALL_GRANTS: UserGrants = { create: true, edit: true, delete: true };
export const VIEW_ONLY: UserGrants = { create: false, edit: false, delete: false };

function user(id: number, fields: Partial<UserRow> & Pick<UserRow, 'username'>): UserRow {
  return {
    id,
    email: `${fields.username}@plotline.example`,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    isActive: true,
    awaitingApproval: false,
    roles: [],
    permissions: [],
    lastLoginAt: null,
    createdAt: '2026-01-05T04:30:00Z',
    ...fields,
  };
}

/** The signed-in administrator in the stories. */
export const ADMIN = user(1, {
  username: 'admin',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '9876500001',
  roles: ['Admin'],
  permissions: ['roles.edit', 'users.create', 'users.delete', 'users.edit', 'users.view'],
  lastLoginAt: '2026-03-10T18:45:00Z',
});

/** The administrator as the viewer of the stories: they reach every other sample user. */
export const ADMIN_VIEWER = { id: ADMIN.id, permissions: ADMIN.permissions };

export const MANAGER = user(2, {
  username: 'ravi',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@plotline.example',
  phoneNumber: '9876500002',
  roles: ['manager ', 'Sales'],
  permissions: ['users.view'],
  lastLoginAt: '2026-03-09T05:00:00Z',
});

/** Ravi as GET /users/{id} gives him: he has not yet changed the password Asha set. */
export const MANAGER_DETAILS: UserDetails = { ...MANAGER, passwordChangeRequired: true };

/** Blocked, never signed in, and named by the username alone. */
export const BLOCKED = user(3, { username: 'meera', isActive: false, roles: ['Sales'] });

/** No roles at all. */
export const NEWCOMER = user(4, { username: 'neha', firstName: 'Neha', phoneNumber: '  ' });

/** Registered while registration needs approval, and not yet let in: no role, never signed in. */
export const AWAITING_APPROVAL = user(25, {
  username: 'kiran',
  firstName: 'Kiran',
  lastName: 'Patel',
  awaitingApproval: true,
});

const MORE = Array.from({ length: 20 }, (_, index) =>
  user(5 + index, {
    username: `staff${String(index + 1).padStart(2, '0')}`,
    roles: ['Sales'],
    lastLoginAt: `2026-02-${String(index + 1).padStart(2, '0')}T06:00:00Z`,
  }),
);

export const USERS = [ADMIN, MANAGER, BLOCKED, NEWCOMER, ...MORE];

/** On no page the stories show, as a link to /users/40 opens him. */
export const ON_ANOTHER_PAGE: UserDetails = {
  ...user(40, {
    username: 'vikram',
    firstName: 'Vikram',
    lastName: 'Singh',
    roles: ['Sales'],
    permissions: ['users.view'],
  }),
  passwordChangeRequired: false,
};

/** Ravi's last changes, newest first: his roles, then an edit of his phone. */
export const MANAGER_HISTORY: readonly AuditEntryRow[] = [
  {
    id: 151,
    recordedAt: '2026-03-08T09:00:00.000Z',
    user: { id: ADMIN.id, username: ADMIN.username },
    operation: 'assignUserRoles',
    entity: 'user',
    entityId: MANAGER.id,
    before: { roles: ['Sales'] },
    after: { roles: ['Manager', 'Sales'] },
  },
  {
    id: 150,
    recordedAt: '2026-02-20T06:30:00.000Z',
    user: { id: ADMIN.id, username: ADMIN.username },
    operation: 'updateUser',
    entity: 'user',
    entityId: MANAGER.id,
    before: { phoneNumber: null },
    after: { phoneNumber: '9876500002' },
  },
];

export const ROLES: RoleChoice[] = [
  { id: 1, name: 'Admin', description: 'Every permission', isActive: true },
  { id: 2, name: 'Manager', description: 'Everything but administration', isActive: true },
  { id: 3, name: 'Sales', description: null, isActive: true },
  { id: 4, name: 'Auditor', description: 'Reads reports only', isActive: false },
];
