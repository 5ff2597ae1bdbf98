/** The contract's Role: the role with the permissions it grants, by name, and its holders. */
import type { components } from '@plotline/api-client/schema';
import type { roles } from '../../db/schema';

export type RoleResponse = components['schemas']['Role'];

export function roleResponse(
  row: typeof roles.$inferSelect,
  granted: readonly { id: number; name: string }[],
  userCount: number,
): RoleResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    permissions: granted.map(({ id, name }) => ({ id, name })),
    userCount,
  };
}
