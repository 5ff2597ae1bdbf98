/** The contract's Permission, as the catalogue table and its modal read it. */
import type { components } from '@plotline/api-client/schema';
import type { permissions } from '../../db/schema';

export type PermissionResponse = components['schemas']['Permission'];

export function permissionResponse(row: typeof permissions.$inferSelect): PermissionResponse {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
