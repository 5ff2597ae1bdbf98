/** The contract's Permission, as the catalogue table and its modal read it. */
import type { components } from '@plotline/api-client/schema';
import type { permissions } from '../../db/schema';

export type PermissionResponse = components['schemas']['Permission'];

export function permissionResponse(row: typeof permissions.$inferSelect): PermissionResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    module: row.module,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
