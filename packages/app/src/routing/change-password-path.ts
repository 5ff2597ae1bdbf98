/**
 * The user menu's 'Change password' opens its page with the page it was chosen on as ?next=, so
 * saving or cancelling goes back there; @plotline/domain's afterPasswordChangePath decides
 * whether it is safe to follow.
 */
import { afterPasswordChangePath, CHANGE_PASSWORD_PATH } from '@plotline/domain';

const NEXT = 'next';

export function changePasswordPath(from: string): string {
  return `${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ [NEXT]: from })}`;
}

/** Where to go once the password is changed or the change cancelled, given the page's search. */
export function pathAfterPasswordChange(search: string): string {
  return afterPasswordChangePath(new URLSearchParams(search).get(NEXT));
}
