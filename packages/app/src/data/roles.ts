/**
 * Roles and permissions: the small catalogues the administration screens load whole (GET /roles,
 * GET /permissions) and search in the browser. A failure toasts where the list is the screen's
 * own (`failureText`); inside a modal it is logged only (docs/product/messages.md "Logged only").
 */
import type { Permission, Role } from '@plotline/api-client';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';

type CatalogueUse = {
  /** False loads nothing, e.g. while the modal that offers the catalogue is closed. */
  isWanted?: boolean;
  failureText?: string;
};

const failureHandling = (what: string, failureText: string | undefined) =>
  failureText
    ? { failureText }
    : { onError: (error: unknown) => console.error(`${what} failed to load`, error) };

/** Every role with its permissions and how many users hold it. */
export function useRoles({ isWanted = true, failureText }: CatalogueUse = {}) {
  const api = useApi();
  return useCached<Role[]>(
    isWanted ? ['roles', 'list'] : null,
    () => dataOf(api.GET('/roles')),
    failureHandling('The roles', failureText),
  );
}

/** The permission catalogue. */
export function usePermissions({ isWanted = true, failureText }: CatalogueUse = {}) {
  const api = useApi();
  return useCached<Permission[]>(
    isWanted ? ['permissions', 'list'] : null,
    () => dataOf(api.GET('/permissions')),
    failureHandling('The permissions', failureText),
  );
}
