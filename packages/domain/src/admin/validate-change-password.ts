/** The Change Password modal's rules (docs/product/validation.md "User"). */
import { formText } from '../input/form-text';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { isValid, type FieldErrors } from '../field-errors';

export const CHANGE_PASSWORD_ERRORS = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export type ChangePasswordValues = { newPassword?: unknown; confirmPassword?: unknown };

/**
 * docs/product/validation.md "User" gives this form two messages only, so an empty new password (or
 * one of spaces only) reads as too short, and an empty confirmation as not matching once a new
 * password is typed.
 */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  const newPassword = formText(values.newPassword);
  const confirmPassword = formText(values.confirmPassword);
  if (newPassword.trim().length === 0 || newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = CHANGE_PASSWORD_ERRORS.passwordTooShort;
  }
  if (confirmPassword !== newPassword) {
    errors.confirmPassword = CHANGE_PASSWORD_ERRORS.passwordsDoNotMatch;
  }
  return errors;
}

/** The submit button stays disabled until both rules hold. */
export function canSubmitChangePassword(values: ChangePasswordValues): boolean {
  return isValid(validateChangePassword(values));
}
