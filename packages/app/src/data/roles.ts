/**
 * Roles and permissions: the small catalogues the administration screens load whole (GET /roles,
 * GET /permissions) and search in the browser, and the one role whose details are open. A failure
 * toasts where the list is the screen's own (`failureText`); inside a modal it is logged only
 * (docs/product/messages.md "Logged only").
 */
import { ROLE_MESSAGES } from '@plotline/domain';
import { useRead } from './read';
import { useRecordDetails } from './record-details';

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
export const useRoles = ({ isWanted = true, failureText }: CatalogueUse = {}) =>
  useRead('/roles', isWanted ? {} : null, failureHandling('The roles', failureText));

/** The permission catalogue. */
export const usePermissions = ({ isWanted = true, failureText }: CatalogueUse = {}) =>
  useRead('/permissions', isWanted ? {} : null, failureHandling('The permissions', failureText));

/**
 * The role whose details are open (GET /roles/{id}), with its permissions; nothing is loaded while
 * none is open. A missing role is said in the details themselves ('Role not found').
 */
export const useRoleDetails = (roleId: number | null) =>
  useRecordDetails('/roles/{id}', roleId, {
    notFound: ROLE_MESSAGES.notFound,
    failed: { log: 'The role failed to load' },
  });
