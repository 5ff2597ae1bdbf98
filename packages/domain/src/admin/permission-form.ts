/**
 * The permission modal (docs/product/screens.md "Permissions"): Permission Name, Description,
 * Module and Active, how a permission fills it, and how it becomes the body of POST and PUT
 * /permissions.
 */
import { DEFAULT_IS_ACTIVE } from '../constants';
import { permissionModuleKey } from './permission-modules';

/** The module is '' while none is chosen; the permission then lists under 'General'. */
export type PermissionForm = {
  name: string;
  description: string;
  module: string;
  isActive: boolean;
};

/** What the form reads of a stored permission. */
export type StoredPermission = {
  name: string;
  description: string | null;
  module: string | null;
  isActive: boolean;
};

export type PermissionRequestBody = {
  name: string;
  description: string | null;
  module: string | null;
  isActive: boolean;
};

export function newPermissionForm(): PermissionForm {
  return { name: '', description: '', module: '', isActive: DEFAULT_IS_ACTIVE };
}

export function permissionFormOf(permission: StoredPermission): PermissionForm {
  return {
    name: permission.name,
    description: permission.description ?? '',
    module: permissionModuleKey(permission.module),
    isActive: permission.isActive,
  };
}

/**
 * The body of POST and PUT /permissions: the name without surrounding spaces (as validated), a
 * blank description or module as null.
 */
export function permissionRequestOf(form: PermissionForm): PermissionRequestBody {
  const module = permissionModuleKey(form.module);
  return {
    name: form.name.trim(),
    description: form.description.trim() === '' ? null : form.description,
    module: module === '' ? null : module,
    isActive: form.isActive,
  };
}
