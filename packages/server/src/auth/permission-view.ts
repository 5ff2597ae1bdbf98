/** The contract's Permission, as the catalogue table and its modal read it. */
import type { components } from '@plotline/api-client/schema';
import { permissions } from '../db/schema';

export type PermissionView = components['schemas']['Permission'];

export function permissionView(row: typeof permissions.$inferSelect): PermissionView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    module: row.module,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
