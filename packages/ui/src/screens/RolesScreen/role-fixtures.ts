import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { AuditEntryRow } from '../../patterns';
import {
  NO_ROLE_FILTERS,
  type PermissionChoice,
  type RoleListQuery,
  type RoleRow,
} from './role-types';

/** The plain table: every role, as the host asks for it at first. */
export const PLAIN_QUERY: RoleListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_ROLE_FILTERS,
  sort: null,
};

const ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
const MODULES = [
  'users',
  'roles',
  'permissions',
  'projects',
  'plots',
  'bookings',
  'channel-partners',
  'amenities',
  'reports',
] as const;

/** The catalogue the first start creates (docs/product/access.md "Permission names"), and two more. */
export const PERMISSION_CHOICES: readonly PermissionChoice[] = [
  ...MODULES.flatMap((module, moduleIndex) =>
    ACTIONS.map((action, actionIndex) => {
      const subject = module === 'channel-partners' ? 'channelpartners' : module;
      return {
        id: moduleIndex * ACTIONS.length + actionIndex + 1,
        name: `${subject}.${action}`,
        description: `${action.charAt(0).toUpperCase()}${action.slice(1)} ${module.replace('-', ' ')}`,
        module,
        isActive: true,
      };
    }),
  ),
  {
    id: 37,
    name: 'bookings.export',
    description: 'Download the bookings as CSV',
    module: 'bookings',
    isActive: false,
  },
  { id: 38, name: 'dashboard.view', description: null, module: null, isActive: true },
];

const idsOf = (...modules: readonly string[]) =>
  PERMISSION_CHOICES.filter(({ module }) => module !== null && modules.includes(module)).map(
    ({ id, name }) => ({ id, name }),
  );

/** Admin and Manager as the first start makes them, and roles of a growing business. */
export const ROLES: readonly RoleRow[] = [
  {
    id: 3,
    name: 'Accounts',
    description: 'Reads the reports and the bookings to reconcile token and booking amounts.',
    isActive: true,
    createdAt: '2025-03-10T06:15:00.000Z',
    permissions: [...idsOf('reports'), { id: 21, name: 'bookings.view' }],
    userCount: 0,
  },
  {
    id: 1,
    name: 'Admin',
    description: 'Every permission, including users, roles and permissions.',
    isActive: true,
    createdAt: '2025-01-02T04:30:00.000Z',
    permissions: PERMISSION_CHOICES.map(({ id, name }) => ({ id, name })),
    userCount: 2,
  },
  {
    id: 4,
    name: 'Field Sales',
    description: null,
    isActive: false,
    createdAt: '2025-05-21T11:45:00.000Z',
    permissions: [],
    userCount: 1,
  },
  {
    id: 2,
    name: 'Manager',
    description: 'Projects, plots, bookings, channel partners, amenities and reports.',
    isActive: true,
    createdAt: '2025-01-02T04:30:00.000Z',
    permissions: idsOf('projects', 'plots', 'bookings', 'channel-partners', 'amenities', 'reports'),
    userCount: 5,
  },
];

/** Accounts' (#3) last changes: its permissions set, and its creation. */
export const ROLE_HISTORY: readonly AuditEntryRow[] = [
  {
    id: 151,
    recordedAt: '2025-03-10T06:20:00.000Z',
    user: { id: 1, username: 'asha' },
    operation: 'assignRolePermissions',
    entity: 'role',
    entityId: 3,
    before: { permissions: [] },
    after: { permissions: ROLES[0]!.permissions },
  },
  {
    id: 150,
    recordedAt: '2025-03-10T06:15:00.000Z',
    user: { id: 1, username: 'asha' },
    operation: 'createRole',
    entity: 'role',
    entityId: 3,
    before: null,
    after: { id: 3, name: 'Accounts', isActive: true },
  },
];
