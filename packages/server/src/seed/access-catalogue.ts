/**
 * The permission catalogue and the two built-in roles, created on first start. Permission
 * names are module.action; the Channel Partners screen's permission is `channelpartners.*`
 * (docs/product/screens.md) while its module reads 'channel-partners' (docs/product/records.md).
 */
import { COMMISSION_PERMISSIONS, ENQUIRY_PERMISSIONS, PAYMENT_PERMISSIONS } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions, rolePermissions, roles } from '../db/schema';

const ACTIONS = ['view', 'create', 'edit', 'delete'] as const;

const MODULES = [
  { prefix: 'users', module: 'users', label: 'users' },
  { prefix: 'roles', module: 'roles', label: 'roles' },
  { prefix: 'permissions', module: 'permissions', label: 'permissions' },
  { prefix: 'projects', module: 'projects', label: 'projects' },
  { prefix: 'plots', module: 'plots', label: 'plots' },
  { prefix: 'bookings', module: 'bookings', label: 'bookings and follow-ups' },
  { prefix: 'channelpartners', module: 'channel-partners', label: 'channel partners' },
  { prefix: 'amenities', module: 'amenities', label: 'amenities' },
  { prefix: 'reports', module: 'reports', label: 'reports' },
] as const;

/** Administration of people and access, and its trail, which the Manager role does not get. */
const ADMINISTRATION_MODULES = new Set(['users', 'roles', 'permissions', 'audit']);

const VERBS = { view: 'See', create: 'Create', edit: 'Edit', delete: 'Delete' } as const;

/** The audit trail is read only: nobody creates, edits or deletes its entries. */
const AUDIT_LOG = { name: 'audit.view', module: 'audit', description: 'See the audit log' };

/**
 * Payments and commissions (docs/payments.md) have their own actions, not the four above: a
 * receipt or payout is never edited or deleted, only reversed. Migration 0013 writes the same
 * rows into a database whose catalogue came before them.
 */
const PAYMENTS_AND_COMMISSIONS = [
  {
    name: PAYMENT_PERMISSIONS.view,
    module: 'payments',
    description: 'See payments, receipts and collections',
  },
  {
    name: PAYMENT_PERMISSIONS.create,
    module: 'payments',
    description: 'Record payment schedules, payments and their reversal',
  },
  {
    name: COMMISSION_PERMISSIONS.view,
    module: 'commissions',
    description: "See channel partners' commissions",
  },
  {
    name: COMMISSION_PERMISSIONS.pay,
    module: 'commissions',
    description: 'Pay out commissions and reverse payouts',
  },
];

/**
 * Enquiries (docs/enquiries.md) have the four actions and `assign`, to give one to a sales person
 * other than oneself. Migration 0020 writes the same rows into an older catalogue.
 */
const ENQUIRIES = [
  {
    name: ENQUIRY_PERMISSIONS.view,
    module: 'enquiries',
    description: 'See enquiries and site visits',
  },
  { name: ENQUIRY_PERMISSIONS.create, module: 'enquiries', description: 'Create enquiries' },
  {
    name: ENQUIRY_PERMISSIONS.edit,
    module: 'enquiries',
    description: 'Edit enquiries, their stages, site visits, calls and notes',
  },
  { name: ENQUIRY_PERMISSIONS.delete, module: 'enquiries', description: 'Delete enquiries' },
  {
    name: ENQUIRY_PERMISSIONS.assign,
    module: 'enquiries',
    description: 'Give enquiries to a sales person',
  },
];

/** What a Manager may not do: record money, or pay it out. */
const NOT_FOR_MANAGERS = new Set<string>([PAYMENT_PERMISSIONS.create, COMMISSION_PERMISSIONS.pay]);

export const PERMISSION_CATALOGUE = [
  ...MODULES.flatMap(({ prefix, module, label }) =>
    ACTIONS.map((action) => ({
      name: `${prefix}.${action}`,
      module,
      description: `${VERBS[action]} ${label}`,
    })),
  ),
  AUDIT_LOG,
  ...PAYMENTS_AND_COMMISSIONS,
  ...ENQUIRIES,
];

export const BUILT_IN_ROLES = {
  admin: { name: 'Admin', description: 'Full access to every screen and setting' },
  manager: {
    name: 'Manager',
    description: 'Runs sales: everything but users, roles and permissions',
  },
} as const;

export async function seedAccessCatalogue(db: Executor): Promise<{ adminRoleId: number }> {
  const created = await db.insert(permissions).values(PERMISSION_CATALOGUE).returning();
  const [admin] = await db.insert(roles).values(BUILT_IN_ROLES.admin).returning();
  const [manager] = await db.insert(roles).values(BUILT_IN_ROLES.manager).returning();
  if (!admin || !manager) throw new Error('The built-in roles were not created');
  await db
    .insert(rolePermissions)
    .values(created.map((p) => ({ roleId: admin.id, permissionId: p.id })));
  await db
    .insert(rolePermissions)
    .values(
      created
        .filter((p) => !ADMINISTRATION_MODULES.has(p.module ?? '') && !NOT_FOR_MANAGERS.has(p.name))
        .map((p) => ({ roleId: manager.id, permissionId: p.id })),
    );
  return { adminRoleId: admin.id };
}

export async function roleIdByName(db: Executor, name: string): Promise<number | null> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role?.id ?? null;
}
