/**
 * The role modal (docs/product/screens.md "Roles"): Role Name, Description and Active, how a role
 * fills it, and how it becomes the body of POST and PUT /roles.
 */
import { DEFAULT_IS_ACTIVE } from '../constants';

export type RoleForm = { name: string; description: string; isActive: boolean };

/** What the form reads of a stored role. */
export type StoredRole = { name: string; description: string | null; isActive: boolean };

export type RoleRequestBody = { name: string; description: string | null; isActive: boolean };

export function newRoleForm(): RoleForm {
  return { name: '', description: '', isActive: DEFAULT_IS_ACTIVE };
}

/** The edit modal's starting values: a missing description is an empty box. */
export function roleFormOf(role: StoredRole): RoleForm {
  return { name: role.name, description: role.description ?? '', isActive: role.isActive };
}

/**
 * The body of POST and PUT /roles: the name without surrounding spaces, a blank description as
 * null (which clears it).
 */
export function roleRequestOf(form: RoleForm): RoleRequestBody {
  return {
    name: form.name.trim(),
    description: form.description.trim() === '' ? null : form.description,
    isActive: form.isActive,
  };
}
