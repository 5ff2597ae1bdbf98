/**
 * What the User Management page changes: a user's account, status, password, roles and sessions,
 * the approval of an account waiting for it, and the user's deletion, each with its
 * docs/product/messages.md toast (whose words depend on whether the server refused or never
 * answered) and a reload of what a change to a user makes stale. A change to the signed-in user's own account also
 * refreshes what the app knows of them.
 */
import {
  REGISTRATION_MESSAGES,
  USER_MESSAGES,
  userRefusalMessage,
  userRequestOf,
  type UserForm,
} from '@plotline/domain';
import type { UserActions, UserRow } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import type { Answer } from '../../api-call';
import { refusedOrUnanswered } from '../../data/failure-toasts';
import { useAdminChange } from '../../data/use-admin-change';
import { useChange, type ChangeTexts } from '../../data/use-change';
import { useApi } from '../../services';

/** A refusal toasts the server's message, else the screen's own failure text. */
const serverMessageOr = (fallback: string) => (serverMessage: string | null) =>
  userRefusalMessage(fallback, { serverMessage });

const TEXTS = {
  created: {
    succeeded: USER_MESSAGES.created,
    failed: refusedOrUnanswered(
      serverMessageOr(USER_MESSAGES.saveRefused),
      USER_MESSAGES.saveError,
    ),
  },
  updated: {
    succeeded: USER_MESSAGES.updated,
    failed: refusedOrUnanswered(
      serverMessageOr(USER_MESSAGES.saveRefused),
      USER_MESSAGES.saveError,
    ),
  },
  deleted: {
    succeeded: USER_MESSAGES.deleted,
    failed: refusedOrUnanswered(USER_MESSAGES.deleteFailed, USER_MESSAGES.deleteError),
  },
  blocked: {
    succeeded: USER_MESSAGES.blocked,
    failed: refusedOrUnanswered(
      serverMessageOr(USER_MESSAGES.blockFailed),
      USER_MESSAGES.blockError,
    ),
  },
  unblocked: {
    succeeded: USER_MESSAGES.unblocked,
    failed: refusedOrUnanswered(
      serverMessageOr(USER_MESSAGES.unblockFailed),
      USER_MESSAGES.unblockError,
    ),
  },
  passwordChanged: {
    succeeded: USER_MESSAGES.passwordUpdated,
    failed: refusedOrUnanswered(
      serverMessageOr(USER_MESSAGES.passwordUpdateFailed),
      USER_MESSAGES.passwordUpdateError,
    ),
  },
  rolesChanged: {
    succeeded: USER_MESSAGES.rolesUpdated,
    failed: refusedOrUnanswered(USER_MESSAGES.rolesUpdateFailed, USER_MESSAGES.rolesUpdateError),
  },
  approved: {
    succeeded: REGISTRATION_MESSAGES.approved,
    failed: refusedOrUnanswered(
      serverMessageOr(REGISTRATION_MESSAGES.approveFailed),
      REGISTRATION_MESSAGES.approveFailed,
    ),
  },
  sessionsRevoked: {
    succeeded: USER_MESSAGES.sessionsRevoked,
    failed: refusedOrUnanswered(
      USER_MESSAGES.sessionsRevokeFailed,
      USER_MESSAGES.sessionsRevokeFailed,
    ),
  },
} as const satisfies Record<string, ChangeTexts>;

// A role's count of holders changes with a user's roles and with a user's deletion. An account
// waiting for approval leaves the bell of whoever may let it in once approved or deleted.
export function useUserChanges() {
  const api = useApi();
  const change = useChange();
  const adminChange = useAdminChange();
  const { user: signedIn } = useAuth();
  const at = (userId: number) => ({ params: { path: { id: userId } } });

  /** A change to a user's account; to the signed-in user's own, it asks who they are now. */
  const changeOf =
    <Args extends unknown[]>(
      texts: ChangeTexts,
      call: (user: UserRow, ...args: Args) => Promise<Answer<unknown>>,
    ) =>
    (user: UserRow, ...args: Args) =>
      adminChange(call(user, ...args), texts, 'user', user.id === signedIn?.id);

  // The form asks for a password when creating (validate-user): the body always carries it then.
  const createUser = (form: UserForm) =>
    change(
      api.POST('/users', {
        body: { ...userRequestOf(form, { isCreate: true }), password: form.password },
      }),
      TEXTS.created,
      'user',
    );

  const updateUser = changeOf(TEXTS.updated, (user, form: UserForm) =>
    api.PUT('/users/{id}', { ...at(user.id), body: userRequestOf(form, { isCreate: false }) }),
  );
  const changePassword = changeOf(TEXTS.passwordChanged, (user, newPassword: string) =>
    api.POST('/users/{id}/change-password', { ...at(user.id), body: { newPassword } }),
  );
  const saveRoles = changeOf(TEXTS.rolesChanged, (user, roleIds: number[]) =>
    api.PUT('/rolepermissions/users/{id}/roles', { ...at(user.id), body: { roleIds } }),
  );

  const actions: UserActions = {
    approve: changeOf(TEXTS.approved, (user) => api.POST('/users/{id}/approve', at(user.id))),
    block: changeOf(TEXTS.blocked, (user) => api.POST('/users/{id}/block', at(user.id))),
    unblock: changeOf(TEXTS.unblocked, (user) => api.POST('/users/{id}/unblock', at(user.id))),
    revokeSessions: changeOf(TEXTS.sessionsRevoked, (user) =>
      api.POST('/users/{id}/revoke-sessions', at(user.id)),
    ),
    delete: changeOf(TEXTS.deleted, (user) => api.DELETE('/users/{id}', at(user.id))),
  };

  return {
    saveUser: (form: UserForm, user: UserRow | null) =>
      user === null ? createUser(form) : updateUser(user, form),
    actions,
    changePassword: (newPassword: string, user: UserRow) => changePassword(user, newPassword),
    saveRoles: (roleIds: number[], user: UserRow) => saveRoles(user, roleIds),
  };
}
