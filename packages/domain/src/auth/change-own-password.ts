/**
 * A signed-in user changing their own password (openapi.yaml changeOwnPassword): when the
 * password was set for them and must change, or whenever they choose to from the user menu.
 */
import {
  validateChangePassword,
  type ChangePasswordValues,
} from '../admin/validate-change-password';
import type { FieldErrors } from '../field-errors';
import { formText } from '../input/form-text';
import { afterSignInPath } from '../access/after-sign-in-path';

export const OWN_PASSWORD_TEXTS = {
  /** The user menu's entry and the page it opens. */
  changePassword: 'Change password',
  currentPasswordRequired: 'Current password is required',
  /** The server ends every other session of the user and starts this one anew. */
  signsOutElsewhere: 'Changing it signs you out everywhere else; you stay signed in here.',
} as const;

/** The page the user menu's entry opens. */
export const CHANGE_PASSWORD_PATH = '/change-password';

export type OwnPasswordChangeValues = ChangePasswordValues & { currentPassword?: unknown };

/**
 * The new password follows the Change Password modal's rules, which the server applies too; the
 * current one is taken as typed (spaces may be part of it) and only needs to be there, as the
 * server alone can tell whether it is right.
 */
export function validateOwnPasswordChange(values: OwnPasswordChangeValues): FieldErrors {
  const errors: FieldErrors = {};
  if (formText(values.currentPassword) === '') {
    errors.currentPassword = OWN_PASSWORD_TEXTS.currentPasswordRequired;
  }
  return { ...errors, ...validateChangePassword(values) };
}

/**
 * Where the user goes once the password is changed or the change cancelled: the page they opened
 * it from, as after signing in, but never the change page itself, which would only ask again.
 */
export function afterPasswordChangePath(remembered: string | null | undefined): string {
  const path = afterSignInPath(remembered);
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === CHANGE_PASSWORD_PATH ? '/' : path;
}
